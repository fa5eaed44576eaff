import { expect } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TDisneyHotel, TDisneyRoom, TMultiHotelDispoResponse, TPassengerInput } from '@portal/domain';
import { reservations } from '../../db/schema';
import { hotelAllotments } from '../../db/schema-hotels';
import type { Headers, TestHandle } from '../../test/app';
import { adult, minor, stay } from '../hotels/test-kit';

// Factories of the Disney hotel suites: a search as the portal sends it, a room that matches,
// and the booking body the portal builds for it (spec §3 Disney hotel booking payload).

export type Party = { adults: number; childAges: number[]; rooms?: number };
const FAMILY: Party = { adults: 2, childAges: [6] };

const dispoBody = (range = stay(30, 4), party: Party = FAMILY, over: Record<string, unknown> = {}) => ({
  destino: 'disney',
  stayRange: range,
  roomCriteria: {
    adultCount: party.adults,
    childCount: party.childAges.length,
    roomCount: party.rooms ?? 1,
    childAges: party.childAges,
  },
  idUWS: 1002,
  idUsuarioReservo: 1,
  isAgenteAS: false,
  ...over,
});

export type Ticket = {
  durationDays: number;
  code: string;
  codeChild: string;
  type: string;
  name: string;
  amountAfterTax: number;
  amountAfterTaxChild: number;
  ageQualifyingType: string;
  ageQualifyingTypeChild: string;
  currency: 'USD';
  tarifaAdulto: number;
  tarifaChild: number;
};

export const disneyKit = (t: TestHandle) => {
  const search = async (o: { range?: ReturnType<typeof stay>; party?: Party; headers?: Headers } = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/multihoteldispo/',
      headers: o.headers ?? t.vendedor,
      payload: dispoBody(o.range, o.party),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as TMultiHotelDispoResponse).hoteles;
  };
  const findRoom = (hoteles: TDisneyHotel[], test: (r: TDisneyRoom) => boolean) => {
    const room = hoteles.flatMap((h) => h.habitaciones).find(test);
    if (!room) throw new Error('no Disney room matches');
    return room;
  };
  const tickets = async (room: TDisneyRoom, fecha: string) => {
    const res = await t.app.inject({
      url: '/api/hotels/findAllTickets',
      query: { rateId: room.rateId, roomId: String(room.id), fecha },
      headers: t.vendedor,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Ticket[];
  };
  const ticketAvailable = async (room: TDisneyRoom, ticket: string, date: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/disponibilidad-ticket/',
      headers: t.vendedor,
      payload: { date, hotelId: room.hotelId, quantityAdults: 2, ticket, quantityChilds: 1 },
    });
    return (res.json() as { available: boolean }).available;
  };
  const book = (body: unknown, o: { headers?: Headers; key?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/hotels/reserva-disney/',
      headers: { ...(o.headers ?? t.vendedor), 'idempotency-key': o.key ?? newDisneyKey() },
      payload: body as object,
    });
  const rowsOf = (key: string) =>
    t.db.select().from(reservations).where(eq(reservations.idempotencyKey, key));
  const allRows = () => t.db.select().from(reservations).where(eq(reservations.module, 'disney-hotels'));
  const remaining = async (room: TDisneyRoom, night: string) => {
    const [row] = await t.db
      .select()
      .from(hotelAllotments)
      .where(
        and(
          eq(hotelAllotments.supplier, 'DISNEYHOTELS'),
          eq(hotelAllotments.hotelId, String(room.hotelId)),
          eq(hotelAllotments.roomCode, String(room.id)),
          eq(hotelAllotments.night, night),
        ),
      );
    return row;
  };
  return { search, findRoom, tickets, ticketAvailable, book, rowsOf, allRows, remaining };
};

let keys = 0;
export const newDisneyKey = () => `test-disney-key-${Date.now().toString(36)}-${++keys}`;

/** Each room's adults then its minors, room after room, as the portal's form orders them. */
export const partyPassengers = (party: Party, checkin: string): TPassengerInput[] =>
  Array.from({ length: party.rooms ?? 1 }, (_, room) => [
    ...Array.from({ length: party.adults }, (_, i) => adult(room * 10 + i)),
    ...party.childAges.map((age, i) => minor(age, checkin, room * 10 + i)),
  ]).flat();

/** The booking body for a room, without a ticket (the ticket's parts are added by the test). */
export const bookingBody = (
  room: TDisneyRoom,
  range: { checkin: string; checkout: string },
  party: Party = FAMILY,
  over: Record<string, unknown> = {},
) => ({
  isAgenteAS: false,
  pasajeros: partyPassengers(party, range.checkin),
  idUsuarioReservo: 1,
  idUWS: 1002,
  reservaCodigo: room.reserveCode,
  requiredTicket: null,
  productAddons: [],
  roomCriteria: dispoBody(range, party).roomCriteria,
  stayRange: range,
  promotions: [],
  ...over,
});
