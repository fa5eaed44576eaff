import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { reservations } from '../../db/schema';
import { hotelAllotments } from '../../db/schema-hotels';
import { useTestApp } from '../../test/app';
import type { StoredRequest } from './answers';
import { adult, entryFor, findRoom, hotelBooking, newKey, post, stay } from './test-kit';

// issue 11, item 9: 'Cancelar' in 'Esta reserva no es reembolsable' left the rows pending for good.
const CANCEL = '/api/hotels/cancelPendingReservations';
const PENDING = '/api/hotels/processPendingReservations';
const t = useTestApp();
const { search, reserve, rowsOf } = hotelBooking(t);

const nightsLeft = async (request: StoredRequest) => {
  const { supplier, hotelId, roomCode } = request.rateKey;
  const rows = await t.db
    .select({ night: hotelAllotments.night, remaining: hotelAllotments.remaining })
    .from(hotelAllotments)
    .where(
      and(
        eq(hotelAllotments.supplier, supplier),
        eq(hotelAllotments.hotelId, hotelId),
        eq(hotelAllotments.roomCode, roomCode),
      ),
    );
  return Object.fromEntries(rows.map((r) => [r.night, r.remaining]));
};

/** A non-refundable room booked by the AS agent: it waits for acceptance (spec §4). */
const waitingRoom = async (daysAhead: number) => {
  const { hotel, room } = findRoom(
    await search({ stayRange: stay(daysAhead) }, t.agente),
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
  const [row] = await rowsOf(key);
  return { key, row: row!, reservaIdMapping: res.json().reservaIdMapping };
};

describe('POST /api/booking/api/hotels/cancelPendingReservations', () => {
  it('cancels the rooms the agent declined and puts them back on sale at once; a retry answers the same', async () => {
    const { row, reservaIdMapping } = await waitingRoom(37);
    const request = row.request as StoredRequest;
    const held = await nightsLeft(request);
    expect(Object.keys(held).length).toBeGreaterThan(0);

    // someone else's, or a wrong reference: nothing changes
    expect((await post(t.app, CANCEL, t.vendedor, { reservaIdMapping })).statusCode).toBe(404);

    const out = await post(t.app, CANCEL, t.agente, { reservaIdMapping });
    expect([out.statusCode, out.json()]).toEqual([200, { cancelados: [row.id] }]);
    const [after] = await t.db.select().from(reservations).where(eq(reservations.id, row.id));
    expect([after!.status, after!.statusCause]).toEqual([
      'cancelled',
      'el agente no aceptó la reserva no reembolsable',
    ]);
    const back = await nightsLeft(request);
    expect(back).toEqual(Object.fromEntries(Object.entries(held).map(([n, left]) => [n, left + 1])));

    // a retry: the same answer, nothing given back twice; it can no longer be booked
    expect((await post(t.app, CANCEL, t.agente, { reservaIdMapping })).json()).toEqual({
      cancelados: [row.id],
    });
    expect(await nightsLeft(request)).toEqual(back);
    expect((await post(t.app, PENDING, t.agente, { reservaIdMapping }, newKey())).statusCode).toBe(404);
  });

  it('refuses to cancel a room that is already being booked (409)', async () => {
    const { key, reservaIdMapping } = await waitingRoom(39);
    expect((await post(t.app, PENDING, t.agente, { reservaIdMapping }, newKey())).statusCode).toBe(200);
    const refused = await post(t.app, CANCEL, t.agente, { reservaIdMapping });
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.pendingAlreadyProcessing]);
    expect((await rowsOf(key))[0]!.status).toBe('confirmed');
  });
});
