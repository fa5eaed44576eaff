import { count } from 'drizzle-orm';
import { addDays, addYears, passengerAge, type IsoDate, type TParkId } from '@portal/domain';
import type { Db } from '../../db/client';
import { idempotencyKeys, reservations } from '../../db/schema';
import { testToday } from '../../test/clock';
// The simulator's inventory is deterministic: tests pick known dates from it.
import { isSoldOut } from '@portal/sandbox/tickets/sold-out';
import { DISNEY_CATALOGUE, DISNEYLAND_CATALOGUE, UNIVERSAL_CATALOGUE } from '@portal/sandbox/tickets/index';

// Small factories for the ticket API tests: dates relative to the tests' today (test/clock.ts).

const CATALOGUES = {
  disney: DISNEY_CATALOGUE,
  disneyland: DISNEYLAND_CATALOGUE,
  universal: UNIVERSAL_CATALOGUE,
};

/** The first date on or after `from` that the park has not sold out. */
export const openDate = (park: TParkId, from: IsoDate = addDays(testToday(), 30)): IsoDate => {
  let d = from;
  while (isSoldOut(park, d)) d = addDays(d, 1);
  return d;
};

/**
 * The sandbox's published prices in USD per person on a low-season weekday, written out
 * here (modules/tickets/README.md: Walt Disney World base day USD 119, per-day price falling
 * with more days, minors a little cheaper; Universal Express USD 129 for everyone), so that
 * tests expect amounts the pricing code did not compute.
 */
export const LOW_SEASON_WEEKDAY_USD = {
  'WDW-BASE-3D': { adult: 328, child: 315 },
  'WDW-BASE-4D': { adult: 409, child: 393 },
  'UOR-EXP-1D': { adult: 129, child: 129 },
} as const;
/** spec §9: booking fee and administrative expense, USD 35 each, once per order. */
export const ORDER_FEES_USD = 35 + 35;

/** A Monday to Thursday in September (low season, no weekend surcharge) `days` or more ahead, open at the park. */
export const lowSeasonWeekday = (park: TParkId, days = 30): IsoDate => {
  for (let d = addDays(testToday(), days), i = 0; i < 800; d = addDays(d, 1), i++) {
    const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (d.slice(5, 7) === '09' && weekday >= 1 && weekday <= 4 && !isSoldOut(park, d)) return d;
  }
  throw new Error('no open low-season weekday');
};

/** The next 24 December (always sold out at Walt Disney World). */
export const christmasEve = (): IsoDate => {
  const t = testToday();
  const thisYear = `${t.slice(0, 4)}-12-24`;
  return thisYear >= t ? thisYear : `${Number(t.slice(0, 4)) + 1}-12-24`;
};

/** The first open date with an event of `code` that has room for `quantity`. */
export const eventDate = (code: string, quantity: number, from: IsoDate = addDays(testToday(), 10)) => {
  for (let d = from, i = 0; i < 500; d = addDays(d, 1), i++) {
    if (isSoldOut('universal', d)) continue;
    const event = UNIVERSAL_CATALOGUE.events(code, d).find((e) => e.available >= quantity);
    if (event) return { date: d, event };
  }
  throw new Error(`no event for ${code}`);
};

/** An adult born 1985-05-10; edad is his age on the entry date `on` (default 30 days ahead). */
export const adultPax = (nombres = 'Ana', dni = '30111222', on: IsoDate = addDays(testToday(), 30)) => ({
  nombres,
  apellidos: 'Gómez',
  dni,
  nacionalidad: 'Argentina' as const,
  nacimiento: '1985-05-10',
  edad: passengerAge('1985-05-10', on)!,
  tipoDoc: 'DNI',
});

/** A minor of `age` years on the entry date. */
export const minorPax = (checkin: IsoDate, age = 6, dni = '55111222') => {
  const nacimiento = addDays(addYears(checkin, -age), -30);
  return { ...adultPax('Leo', dni), nacimiento, edad: passengerAge(nacimiento, checkin)! };
};

/** A booking body priced like the portal would: per-person supplier prices plus 35 + 35. */
export const bookingBody = (o: {
  park: TParkId;
  code: string;
  date: IsoDate;
  adults?: number;
  children?: number;
}) => {
  const adults = o.adults ?? 2;
  const children = o.children ?? 1;
  const q = CATALOGUES[o.park].quote(o.code, o.date)!;
  const monto = (adults * q.adult + children * q.child) / 100 + 70;
  return {
    pasajeros: [
      ...Array.from({ length: adults }, (_, i) => adultPax(`Adulto${i}`, `3011122${i}`, o.date)),
      ...Array.from({ length: children }, (_, i) => minorPax(o.date, 4 + i, `5511122${i}`)),
    ],
    codigoTicketAdult: q.product.code,
    codigoTicketChild: q.product.codeChild,
    cantidadAdultos: adults,
    cantidadChild: children,
    checkin: o.date,
    idUsuarioReservo: 0,
    idUWS: 0,
    monto,
    tarifaAdulto: q.adult / 100,
    ...(children > 0 ? { tarifaChild: q.child / 100 } : {}),
    nombreTicket: q.product.name,
  };
};

/**
 * A Universal booking body with its rqUniversal as the portal builds it (spec §3): the ticket's
 * codes and program, the party, and an event time of the entry date (09:00 unless given).
 */
export const universalBooking = (o: {
  code: string;
  date: IsoDate;
  adults?: number;
  children?: number;
  eventDateTime?: string;
}) => {
  const adults = o.adults ?? 2;
  const children = o.children ?? 0;
  const body = bookingBody({ park: 'universal', code: o.code, date: o.date, adults, children });
  const product = UNIVERSAL_CATALOGUE.product(o.code)!;
  const rqUniversal = {
    pax: body.pasajeros,
    eventDateTime: o.eventDateTime ?? `${o.date}T09:00:00`,
    salesProgramId: product.programId!,
    pluAdl: o.code,
    ...(children > 0 ? { pluChd: product.codeChild } : {}),
    cantidadTickets: adults + children,
    idUsuarioReservo: 1,
  };
  return { ...body, rqUniversal };
};

export const counts = async (db: Db) => {
  const [r] = await db.select({ n: count() }).from(reservations);
  const [k] = await db.select({ n: count() }).from(idempotencyKeys);
  return { reservations: Number(r!.n), keys: Number(k!.n) };
};

let seq = 0;
export const newKey = () => `test-ticket-key-${Date.now().toString(36)}-${++seq}`;
