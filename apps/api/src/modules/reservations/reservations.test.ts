import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userEntities, users } from '../../db/schema';
import { AGENTE, authHeader, createTestApp, VENDEDOR, type TestApp } from '../../test/app';
import { insertPendingReservations, recordOutcome } from './repo';
import { withIdempotency } from './idempotency';

let t: TestApp;
let ids: { vendedor: number; agente: number; entity: number };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [v] = await db.select().from(users).where(eq(users.username, 'vendedor'));
  const [a] = await db.select().from(users).where(eq(users.username, 'agente'));
  const [link] = await db.select().from(userEntities).where(eq(userEntities.userId, a!.id)).limit(1);
  ids = { vendedor: v!.id, agente: a!.id, entity: link!.idEntidad };
});
afterAll(() => t.close());

const row = (userId: number, idEntidad: number | null = null) => ({
  module: 'tickets',
  supplier: 'DISNEY',
  userId,
  idEntidad,
  productName: 'Ticket base 3 días',
  checkin: '2027-03-10',
  currency: 'USD',
  breakdown: { tarifa: 100, gastoReserva: 35, gastoAdmin: 0, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
  total: '135.00',
  passengers: [],
  request: {},
});

describe('GET /api/main/reservas/:id', () => {
  it('shows the owner his reservation with status and breakdown', async () => {
    const [r] = await insertPendingReservations(t.database.db, [row(ids.vendedor)]);
    await recordOutcome(t.database.db, r!.id, { status: 'pre_booked', supplierRef: 'WDW-1' });
    const res = await t.app.inject({
      url: `/api/main/reservas/${r!.id}`,
      headers: await authHeader(t.app, VENDEDOR),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: r!.id, status: 'pre_booked', supplierRef: 'WDW-1', total: 135 });
  });

  it('answers 404 to another user', async () => {
    const [r] = await insertPendingReservations(t.database.db, [row(ids.agente)]);
    const res = await t.app.inject({
      url: `/api/main/reservas/${r!.id}`,
      headers: await authHeader(t.app, VENDEDOR),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('No se encontró la reserva');
  });

  it('shows an AS agent the reservations of his entities made by others', async () => {
    const [r] = await insertPendingReservations(t.database.db, [row(ids.vendedor, ids.entity)]);
    const headers = await authHeader(t.app, AGENTE);
    expect((await t.app.inject({ url: `/api/main/reservas/${r!.id}`, headers })).statusCode).toBe(200);
    const list = (await t.app.inject({ url: '/api/main/reservas', headers })).json() as { id: number }[];
    expect(list.map((x) => x.id)).toContain(r!.id);
  });
});

describe('withIdempotency', () => {
  const opts = (key: string, body: unknown = { a: 1 }) => ({
    userId: ids.vendedor,
    key,
    route: 'test',
    body,
  });

  it('runs once per key and answers the first answer to a retry', async () => {
    let runs = 0;
    const run = async () => ({ statusCode: 200, body: { n: ++runs } });
    const first = await withIdempotency(t.database.db, opts('key-00000001'), run);
    const second = await withIdempotency(t.database.db, opts('key-00000001'), run);
    expect(first).toEqual({ statusCode: 200, body: { n: 1 } });
    expect(second).toEqual(first);
    expect(runs).toBe(1);
  });

  it('refuses the same key with another body', async () => {
    await withIdempotency(t.database.db, opts('key-00000002'), async () => ({ statusCode: 200, body: {} }));
    await expect(
      withIdempotency(t.database.db, opts('key-00000002', { a: 2 }), async () => ({
        statusCode: 200,
        body: {},
      })),
    ).rejects.toMatchObject({ statusCode: 422 });
  });

  it('releases the key when the call throws, so a corrected retry runs', async () => {
    await expect(
      withIdempotency(t.database.db, opts('key-00000003'), async () => {
        throw new Error('bad input');
      }),
    ).rejects.toThrow('bad input');
    const answer = await withIdempotency(t.database.db, opts('key-00000003'), async () => ({
      statusCode: 200,
      body: { ok: true },
    }));
    expect(answer.body).toEqual({ ok: true });
  });
});

describe('withIdempotency after the booking is written', () => {
  it('keeps the key when the call fails after writing, so a retry books nothing', async () => {
    const opts = { userId: ids.vendedor, key: 'key-00000004', route: 'test', body: {} };
    let runs = 0;
    await expect(
      withIdempotency(t.database.db, opts, async ({ markWritten }) => {
        runs++;
        markWritten();
        throw new Error('database lost after the supplier booked');
      }),
    ).rejects.toThrow('database lost');
    await expect(
      withIdempotency(t.database.db, opts, async () => {
        runs++;
        return { statusCode: 200, body: {} };
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(runs).toBe(1);
  });
});
