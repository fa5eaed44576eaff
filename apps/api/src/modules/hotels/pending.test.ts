import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { adult, entryFor, findRoom, hotelBooking, newKey, post, stay } from './test-kit';

const PENDING = '/api/hotels/processPendingReservations';
const t = useTestApp();
const { search, reserve, rowsOf } = hotelBooking(t);

/** A Prestige/HBSI non-refundable room the agent booked `ahead` days out: pending until he accepts. */
async function waitingRoom(ahead: number) {
  const { hotel, room } = findRoom(
    await search({ stayRange: stay(ahead) }, t.agente),
    (r) => r.politicaCancelacion.nonRefundable && r.proveedor !== 1,
  );
  const key = newKey();
  const entry = entryFor(hotel, room, [adult(), adult(1)], {
    idEntidad: t.ids.entity,
    isAgenteAs: true,
    isNoReembolsable: true,
  });
  const res = await reserve([entry], t.agente, key);
  expect(res.statusCode, res.body).toBe(200);
  const mapping = res.json().reservaIdMapping as Record<string, string>;
  const status = async () => (await rowsOf(key))[0]!.status;
  expect(await status()).toBe('pending');
  return { mapping, status };
}

describe('POST /api/booking/api/hotels/processPendingReservations', () => {
  // issue 29, item 10: spec §7's body is the pending mapping itself; the portal wraps it
  it('takes the mapping as spec §7 sends it: the bare mapping { "16": "PEND-16" }', async () => {
    const { mapping, status } = await waitingRoom(44);
    const done = await post(t.app, PENDING, t.agente, mapping, newKey());
    expect(done.statusCode, done.body).toBe(200);
    expect(await status()).toBe('confirmed');
  });

  it('takes the mapping wrapped as the portal sends it: { reservaIdMapping: { … } }', async () => {
    const { mapping, status } = await waitingRoom(45);
    const done = await post(t.app, PENDING, t.agente, { reservaIdMapping: mapping }, newKey());
    expect(done.statusCode, done.body).toBe(200);
    expect(await status()).toBe('confirmed');
  });

  it('refuses a body that is neither with 400 in Spanish, and books nothing', async () => {
    const { mapping, status } = await waitingRoom(46);
    const [id] = Object.keys(mapping);
    const neither = [
      {},
      { reservaIdMapping: {} },
      { reservaIdMapping: `PEND-${id}` },
      { reserva: mapping },
      { [`PEND-${id}`]: id },
      [mapping],
    ];
    for (const body of neither) {
      const res = await post(t.app, PENDING, t.agente, body, newKey());
      expect([res.statusCode, res.json().message], JSON.stringify(body)).toEqual([
        400,
        MESSAGES.pendingMappingInvalid,
      ]);
    }
    expect(await status()).toBe('pending');
  });

  it('leaves a Prestige/HBSI non-refundable cart pending until the agent confirms it', async () => {
    const { hotel, room } = findRoom(
      await search({ stayRange: stay(35) }, t.agente),
      (r) => r.politicaCancelacion.nonRefundable && r.proveedor !== 1,
    );
    const key = newKey();
    const res = await reserve(
      [
        entryFor(hotel, room, [adult(), adult(1)], {
          idEntidad: t.ids.entity,
          isAgenteAs: true,
          isNoReembolsable: true,
        }),
      ],
      t.agente,
      key,
    );
    expect(res.statusCode, res.body).toBe(200);
    const { reservaIdMapping, notificationMessages } = res.json();
    expect(notificationMessages).toEqual(['Esta reserva no es reembolsable']);
    const [row] = await rowsOf(key);
    expect(reservaIdMapping).toEqual({ [String(row!.id)]: `PEND-${row!.id}` });
    expect(row).toMatchObject({ status: 'pending', supplierRef: `PEND-${row!.id}` });

    // a malformed Idempotency-Key: 400 and nothing booked
    const malformed = await post(t.app, PENDING, t.agente, { reservaIdMapping }, 'a b');
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, MESSAGES.idempotencyKeyInvalid]);
    expect((await rowsOf(key))[0]!.status).toBe('pending');
    expect((await post(t.app, PENDING, t.vendedor, { reservaIdMapping }, newKey())).statusCode).toBe(404);
    expect(
      (
        await post(
          t.app,
          PENDING,
          t.agente,
          { reservaIdMapping: { [String(row!.id)]: `PEND-${row!.id}0` } },
          newKey(),
        )
      ).statusCode,
    ).toBe(404);
    const done = await post(t.app, PENDING, t.agente, { reservaIdMapping }, newKey());
    expect(done.statusCode, done.body).toBe(200);
    const list = room.proveedor === 2 ? done.json().Prestige : done.json().HBSIS;
    expect(list[0]).toMatchObject({
      reservaId: row!.id,
      hotel: hotel.HotelName ?? hotel.hotelName,
      codigoReserva: expect.any(String),
    });
    expect((await rowsOf(key))[0]!.status).toBe('confirmed');
    expect((await post(t.app, PENDING, t.agente, { reservaIdMapping }, newKey())).statusCode).toBe(404);
  });

  it('confirms an Omnibees non-refundable room for an agent at once', async () => {
    const a = await search({ stayRange: stay(36), destino: 'C-PUJ' }, t.agente);
    const { hotel, room } = findRoom(a, (r) => r.politicaCancelacion.nonRefundable && r.proveedor === 1);
    const res = await reserve(
      [entryFor(hotel, room, [adult(), adult(1)], { idEntidad: t.ids.entity })],
      t.agente,
      newKey(),
      'C-PUJ',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().Omnibees).toHaveLength(1);
  });
});
