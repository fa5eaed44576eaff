import { pino } from 'pino';
import { testConfig } from '../../config';
import { createHotelCatalogue, createHotelSuppliers } from '../../suppliers/hotels';
import type { HotelsDeps } from './deps';
import { referenceWith } from '../module-deps';
import { createRemainingReader } from '../allotments/remaining-reader';
import { addDays, addYears, hotelNameOf, type TPassengerInput, saleMaxDate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/client';
import { reservations } from '../../db/schema';
import type { Headers, TestHandle } from '../../test/app';
import { testNow, testToday } from '../../test/clock';

// Small factories for the booking tests (docs/conventions.md "Tests": factories, not big JSON copies),
// dates from the tests' today (test/clock.ts).

export const stay = (daysAhead: number, nights = 3) => {
  const checkin = addDays(testToday(), daysAhead);
  return { checkin, checkout: addDays(checkin, nights) };
};

/** A 3-night stay from the day after the 18-month sale horizon. */
export const beyondHorizon = () => {
  const checkin = addDays(saleMaxDate(testToday()), 1);
  return { checkin, checkout: addDays(checkin, 3) };
};

export const availBody = (over: Record<string, unknown> = {}) => ({
  stayRange: stay(20),
  roomCriteriaList: [{ adultCount: 2, childCount: 0, roomCount: 1, childAges: [0] }],
  categoriaHotel: 0,
  idUWS: 1002,
  isAgenteAS: false,
  destino: 'C-CUN',
  isOmnibeesDisable: false,
  isPrestigeDisable: false,
  isHBSIDisable: true,
  ...over,
});

export type Room = Record<string, unknown> & {
  tarifa: Record<string, unknown>;
  informacionRsrv: string;
  proveedor: number;
  politicaCancelacion: { nonRefundable: boolean };
  codigos: string[];
  regimen: string;
  rateName: string;
};
export type Hotel = Record<string, unknown> & {
  hotelID: string;
  HotelName?: string;
  hotelName?: string;
  habitaciones: Room[];
};
export type AvailAnswer = {
  hotelAvailResponseOmnibees: { hoteles: Hotel[] };
  hotelAvailResponsePrestige: { hoteles: Hotel[] };
  hotelAvailResponseHBSI: { hoteles: Hotel[] };
  proveedores: { proveedor: string; estado: string; ms: number }[];
};

export const allHotels = (a: AvailAnswer) => [
  ...a.hotelAvailResponseOmnibees.hoteles,
  ...a.hotelAvailResponsePrestige.hoteles,
  ...a.hotelAvailResponseHBSI.hoteles,
];

/** The first room of the answer that passes `test`, with its hotel. */
export const findRoom = (a: AvailAnswer, test: (r: Room, h: Hotel) => boolean) => {
  for (const hotel of allHotels(a)) {
    const room = hotel.habitaciones.find((r) => test(r, hotel));
    if (room) return { hotel, room };
  }
  throw new Error('no room matches');
};

export const adult = (i = 0, over: Partial<TPassengerInput> = {}): TPassengerInput => ({
  nombres: ['Lucía', 'Martín', 'Sofía', 'Diego'][i % 4]!,
  apellidos: 'Fernández',
  dni: String(30_000_000 + i),
  nacionalidad: 'Argentina',
  nacimiento: addYears(testToday(), -(35 + i)),
  edad: 35 + i,
  tipoDoc: 'DNI',
  ...over,
});

export const minor = (age: number, checkin: string, i = 0): TPassengerInput => ({
  nombres: 'Tomás',
  apellidos: 'Fernández',
  dni: String(50_000_000 + i),
  nacionalidad: 'Argentina',
  nacimiento: addDays(addYears(checkin, -age), -30),
  edad: age,
  tipoDoc: 'DNI',
});

/** A reservationsList entry for a room of an avail answer, as the portal builds it. */
export const entryFor = (
  hotel: Hotel,
  room: Room,
  pasajeros: TPassengerInput[],
  over: Record<string, unknown> = {},
) => {
  const token = JSON.parse(Buffer.from(room.informacionRsrv.slice(3), 'base64url').toString()) as unknown[];
  return {
    pasajeros,
    idUsuarioReservo: 999,
    idUWS: 999,
    informacionRsrv: room.informacionRsrv,
    proveedor: room.proveedor,
    checkin: token[4] as string,
    checkout: token[5] as string,
    hotelName: hotelNameOf(hotel),
    hotelID: hotel.hotelID,
    tarifa: room.tarifa,
    isAgenteAs: false,
    isNoReembolsable: room.politicaCancelacion.nonRefundable,
    ...over,
  };
};

let keys = 0;
export const post = (
  app: FastifyInstance,
  url: string,
  headers: Record<string, string>,
  payload: unknown,
  key?: string,
) =>
  app.inject({
    method: 'POST',
    url: `/api/booking${url}`,
    headers: key === undefined ? headers : { ...headers, 'idempotency-key': key },
    payload: payload as object,
  });
export const newKey = () => `test-hotel-key-${Date.now().toString(36)}-${++keys}`;

export const AVAIL = '/api/client/hotels/avail';
export const RESERVATE = '/api/client/hotels/reservate';
export const ALL_SUPPLIERS_ON = { isOmnibeesDisable: false, isPrestigeDisable: false, isHBSIDisable: false };

/** An availability search that must answer 200 (vendedor unless other headers are given). */
export const searchHotels = async (t: TestHandle, over: Record<string, unknown> = {}, headers?: Headers) => {
  const res = await post(t.app, AVAIL, headers ?? t.vendedor, availBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AvailAnswer;
};

/** A refundable room, of one supplier (1 Omnibees, 2 Prestige, 3 HBSI) or any. */
export const refundable = (supplier?: number) => (r: Room) =>
  !r.politicaCancelacion.nonRefundable && (supplier === undefined || r.proveedor === supplier);

/** A cart of reservationsList entries sent to reservate with a fresh (or the given) key. */
export const bookRooms = (
  t: TestHandle,
  list: unknown[],
  o: { headers?: Headers; key?: string; destino?: string } = {},
) =>
  post(
    t.app,
    RESERVATE,
    o.headers ?? t.vendedor,
    { reservationsList: list, destino: o.destino ?? 'C-CUN' },
    o.key ?? newKey(),
  );

export const rowsByKey = (db: Db, key: string) =>
  db.select().from(reservations).where(eq(reservations.idempotencyKey, key));

/** The booking suites' shorthands over one app: search with every supplier on, reserve, rows of a key. */
export const hotelBooking = (t: TestHandle) => ({
  search: (over: Record<string, unknown> = {}, headers?: Headers) =>
    searchHotels(t, { ...ALL_SUPPLIERS_ON, ...over }, headers),
  reserve: (list: unknown[], headers?: Headers, key?: string, destino?: string) =>
    bookRooms(t, list, { headers, key, destino }),
  rowsOf: (key: string) => rowsByKey(t.db, key),
});

/** The hotel services' deps over the test app, with the parts a test swaps (suppliers, db, log). */
export const hotelsDepsFor = (t: TestHandle, over: Partial<HotelsDeps> = {}): HotelsDeps => ({
  db: t.db,
  suppliers: createHotelSuppliers(t.app.supplierHttp, t.config.suppliers),
  catalogue: createHotelCatalogue(t.app.supplierHttp),
  tzAgency: testConfig().tzAgency,
  now: testNow,
  log: pino({ level: 'silent' }),
  supplierReference: referenceWith(t.config.supplierReferencePrefix),
  remaining: createRemainingReader(t.database),
  ...over,
});
