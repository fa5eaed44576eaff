import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { stayNights, type THotel, type THotelDispoResponse, type THotelRoom } from '@portal/domain';
import { reservations } from '../../db/schema';
import { hotelAllotments } from '../../db/schema-hotels';
import type { Headers, TestHandle } from '../../test/app';
import { partyPassengers, type Party } from '../disney-hotels/test-kit';
import { stay } from '../hotels/test-kit';

// Factories of the third-provider suites: a search as the portal sends it (spec §3 hotel
// availability request with destinoIATA), a room that matches, and its hotelResV2 body.

export type Range = { checkin: string; checkout: string };
const COUPLE: Party = { adults: 2, childAges: [] };

export const dispoBody = (o: { range?: Range; parties?: Party[]; over?: Record<string, unknown> } = {}) => ({
  destinoIATA: 'MIA',
  destino: 'Miami',
  stayRange: o.range ?? stay(30, 3),
  roomCriteriaList: (o.parties ?? [COUPLE]).map((p) => ({
    adultCount: p.adults,
    childCount: p.childAges.length,
    roomCount: 1,
    childAges: p.childAges,
  })),
  starQuantity: 0,
  idUWS: 1002,
  idUsuarioReservo: 1,
  isAgenteAS: false,
  ...o.over,
});

/** The supplier's hotel and room type a room's informacionRsrv names (the sandbox's RateKey). */
const rateKeyOf = (room: THotelRoom) => {
  const [hotelCode, roomCode] = JSON.parse(
    Buffer.from(String(room.informacionRsrv).slice('tp1.'.length), 'base64url').toString(),
  ) as string[];
  return { hotelCode: hotelCode!, roomCode: roomCode! };
};

export const refundable = (r: THotelRoom) => r.politicaCancelacion?.nonRefundable === false;
export const nonRefundable = (r: THotelRoom) => r.politicaCancelacion?.nonRefundable === true;

/** The hotelResV2 body the portal builds for a room (spec §3 third provider booking). */
export const bookingBody = (
  hotel: THotel,
  room: THotelRoom,
  range: Range,
  o: { party?: Party; over?: Record<string, unknown> } = {},
) => ({
  informacionRsrv: room.informacionRsrv,
  pasajeros: partyPassengers(o.party ?? COUPLE, range.checkin),
  proveedor: 1,
  tarifa: room.tarifa,
  idUsuarioReservo: 1,
  idUWS: 1002,
  hotelID: hotel.hotelID,
  ...o.over,
});

let keys = 0;
export const newThirdKey = () => `test-third-key-${Date.now().toString(36)}-${++keys}`;

export const thirdKit = (t: TestHandle) => {
  const dispo = (body: unknown, headers: Headers = t.vendedor) =>
    t.app.inject({ method: 'POST', url: '/api/hotels/hoteldispo/', headers, payload: body as object });
  const search = async (o: Parameters<typeof dispoBody>[0] = {}, headers?: Headers) => {
    const res = await dispo(dispoBody(o), headers);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as THotelDispoResponse).hoteles;
  };
  const findRoom = (hoteles: THotel[], test: (r: THotelRoom) => boolean) => {
    for (const hotel of hoteles) {
      const room = hotel.habitaciones.find(test);
      if (room) return { hotel, room };
    }
    throw new Error('no third-provider room matches');
  };
  const book = (body: unknown, o: { headers?: Headers; key?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/hotels/hotelResV2',
      headers: { ...(o.headers ?? t.vendedor), 'idempotency-key': o.key ?? newThirdKey() },
      payload: body as object,
    });
  const rowsOf = (key: string) =>
    t.db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
  const allRows = () => t.db.select().from(reservations).where(eq(reservations.module, 'third-hotels'));
  const allotment = async (room: THotelRoom, night: string) => {
    const { hotelCode, roomCode } = rateKeyOf(room);
    const [row] = await t.db
      .select()
      .from(hotelAllotments)
      .where(
        and(
          eq(hotelAllotments.supplier, 'THIRDPROVIDER'),
          eq(hotelAllotments.hotelId, hotelCode),
          eq(hotelAllotments.roomCode, roomCode),
          eq(hotelAllotments.night, night),
        ),
      );
    return row;
  };
  /** The agency holds `remaining` rooms of the room's type on every night of the stay. */
  const holdRooms = async (room: THotelRoom, range: Range, remaining: number) => {
    const { hotelCode, roomCode } = rateKeyOf(room);
    for (const night of stayNights(range.checkin, range.checkout)) {
      const key = { supplier: 'THIRDPROVIDER', hotelId: hotelCode, roomCode, night };
      await t.db
        .insert(hotelAllotments)
        .values({ ...key, initial: 5, remaining })
        .onConflictDoUpdate({
          target: [
            hotelAllotments.supplier,
            hotelAllotments.hotelId,
            hotelAllotments.roomCode,
            hotelAllotments.night,
          ],
          set: { remaining },
        });
    }
  };
  return { dispo, search, findRoom, book, rowsOf, allRows, allotment, holdRooms };
};
