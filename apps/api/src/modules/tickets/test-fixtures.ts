import { count } from 'drizzle-orm';
import { addDays, addYears, agencyToday, passengerAge, type IsoDate, type TParkId } from '@portal/domain';
import type { Db } from '../../db/client';
import { idempotencyKeys, reservations } from '../../db/schema';
import { isSoldOut } from '../../suppliers/tickets/sold-out';
import { UNIVERSAL_CATALOGUE } from '../../suppliers/tickets';
import { DISNEY_CATALOGUE, DISNEYLAND_CATALOGUE } from '../../suppliers/tickets';

// Small factories for the ticket API tests: dates relative to the agency's today.
export const today = (): IsoDate => agencyToday(new Date(), 'America/Argentina/Buenos_Aires');

export const CATALOGUES = {
  disney: DISNEY_CATALOGUE,
  disneyland: DISNEYLAND_CATALOGUE,
  universal: UNIVERSAL_CATALOGUE,
};

/** The first date on or after `from` that the park has not sold out. */
export const openDate = (park: TParkId, from: IsoDate = addDays(today(), 30)): IsoDate => {
  let d = from;
  while (isSoldOut(park, d)) d = addDays(d, 1);
  return d;
};

/** The next 24 December (always sold out at Walt Disney World). */
export const christmasEve = (): IsoDate => {
  const t = today();
  const thisYear = `${t.slice(0, 4)}-12-24`;
  return thisYear >= t ? thisYear : `${Number(t.slice(0, 4)) + 1}-12-24`;
};

/** The first open date with an event of `code` that has room for `quantity`. */
export const eventDate = (code: string, quantity: number, from: IsoDate = addDays(today(), 10)) => {
  for (let d = from, i = 0; i < 500; d = addDays(d, 1), i++) {
    if (isSoldOut('universal', d)) continue;
    const event = UNIVERSAL_CATALOGUE.events(code, d).find((e) => e.available >= quantity);
    if (event) return { date: d, event };
  }
  throw new Error(`no event for ${code}`);
};

/** An adult born 1985-05-10; edad is his age on the entry date `on` (default 30 days ahead). */
export const adultPax = (nombres = 'Ana', dni = '30111222', on: IsoDate = addDays(today(), 30)) => ({
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

export const counts = async (db: Db) => {
  const [r] = await db.select({ n: count() }).from(reservations);
  const [k] = await db.select({ n: count() }).from(idempotencyKeys);
  return { reservations: Number(r!.n), keys: Number(k!.n) };
};

let seq = 0;
export const newKey = () => `test-key-${Date.now().toString(36)}-${++seq}`;
