import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { insertPendingRow } from '../../test/reservation-rows';
import { recordOutcome } from './repo';
import { withIdempotency } from '../booking/idempotency';

const t = useTestApp();

describe('GET /api/main/reservas/:id', () => {
  it('shows the owner his reservation with status and breakdown', async () => {
    const id = await insertPendingRow(t.db, { userId: t.ids.vendedor });
    await recordOutcome(t.db, id, { status: 'pre_booked', supplierRef: 'WDW-1' });
    const res = await t.app.inject({ url: `/api/main/reservas/${id}`, headers: t.vendedor });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'pre_booked', supplierRef: 'WDW-1', total: 135 });
  });

  it('answers 404 to another user', async () => {
    const id = await insertPendingRow(t.db, { userId: t.ids.agente });
    const res = await t.app.inject({ url: `/api/main/reservas/${id}`, headers: t.vendedor });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró la reserva');
  });

  it('shows an AS agent the reservations of his entities made by others', async () => {
    const id = await insertPendingRow(t.db, { userId: t.ids.vendedor, idEntidad: t.ids.entity });
    const headers = t.agente;
    expect((await t.app.inject({ url: `/api/main/reservas/${id}`, headers })).statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/main/reservas', headers })).json() as {
      items: { id: number }[];
    };
    expect(list.items.map((x) => x.id)).toContain(id);
  });
});

describe('withIdempotency', () => {
  const opts = (key: string, body: unknown = { a: 1 }) => ({
    userId: t.ids.vendedor,
    key,
    route: 'test',
    body,
  });

  it('runs once per key and answers the first answer to a retry', async () => {
    let runs = 0;
    const run = async () => ({ statusCode: 200, body: { n: ++runs } });
    const first = await withIdempotency(t.db, opts('key-00000001'), run);
    const second = await withIdempotency(t.db, opts('key-00000001'), run);
    expect(first).toEqual({ statusCode: 200, body: { n: 1 } });
    expect(second).toEqual(first);
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    await withIdempotency(t.db, opts('key-00000002'), async () => ({ statusCode: 200, body: {} }));
    await expect(
      withIdempotency(t.db, opts('key-00000002', { a: 2 }), async () => ({
        statusCode: 200,
        body: {},
      })),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('releases the key when the call throws, so a corrected retry runs', async () => {
    await expect(
      withIdempotency(t.db, opts('key-00000003'), async () => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    const answer = await withIdempotency(t.db, opts('key-00000003'), async () => ({
      statusCode: 200,
      body: { ok: true },
    }));
    expect(answer.body).toEqual({ ok: true });
  });
});

describe('withIdempotency after the booking is written', () => {
  it('keeps the key when the call fails after writing, so a retry books nothing', async () => {
    const opts = { userId: t.ids.vendedor, key: 'key-00000004', route: 'test', body: {} };
    let runs = 0;
    await expect(
      withIdempotency(t.db, opts, async ({ markWritten }) => {
        runs++;
        markWritten();
        throw new Error('database lost after the supplier booked');
      }),
    ).rejects.toThrow('database lost');
    await expect(
      withIdempotency(t.db, opts, async () => {
        runs++;
        return { statusCode: 200, body: {} };
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(runs).toBe(1);
  });
});
