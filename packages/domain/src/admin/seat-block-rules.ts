import { addDays, isValidIsoDate, type IsoDate } from '../dates';
import { saleMaxDate } from '../dates-calendar';
import { timeToHhmm } from '../dates-format';
import { fmt, MESSAGES } from '../messages';
import { fromCents, percentOf, toCents, type Cents } from '../money';
import type { Check } from '../common/check';

// The rules of the agency's flight seat blocks (issue 31, item 5) that both the API and the
// back office's form apply: which departures a block has, its legs, the fares the legs store
// and the sales totals of a block.

export const SEAT_BLOCK_LIMITS = { seats: 500, departures: 366, releaseDays: 60, nights: 30 } as const;

export const TRAVEL_CLASSES = ['Económica', 'Premium Economy', 'Ejecutiva', 'Primera'] as const;

/** Sunday first, as Date.getUTCDay counts them. */
export const WEEKDAY_NAMES = ['Domingo', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado'];

/**
 * Impuesto PAIS and percepción RG 4815 per leg, as a percent of the sale fare, shown apart on
 * the booking (the demo quotas' seed derives them the same way).
 */
export const FLIGHT_TAX_PERCENTS = { afip: 30, afip2: 30 } as const;

export type TDeparture = { out: IsoDate; back: IsoDate };

export type TDeparturesInput =
  | { kind: 'weekly'; weekdays: number[]; from: IsoDate; until: IsoDate; nights: number }
  | { kind: 'dated'; dates: TDeparture[] };

const weekdayOf = (iso: IsoDate) => new Date(`${iso}T12:00:00Z`).getUTCDay();

/** dd/mm/aaaa, as messages show a day. */
export const slashDate = (iso: IsoDate) => iso.split('-').reverse().join('/');

/**
 * The departures (out and back days) of a block, by their out day. A weekly block stops
 * counting one past `limit`, so a range of years costs nothing to refuse.
 */
export function departuresOf(
  d: TDeparturesInput,
  limit: number = SEAT_BLOCK_LIMITS.departures,
): TDeparture[] {
  if (d.kind === 'dated') return [...d.dates].sort((a, b) => a.out.localeCompare(b.out));
  if (!isValidIsoDate(d.from) || !isValidIsoDate(d.until) || !Number.isInteger(d.nights)) return [];
  const days = new Set(d.weekdays);
  const out: TDeparture[] = [];
  for (let day = d.from; day <= d.until && out.length <= limit; day = addDays(day, 1))
    if (days.has(weekdayOf(day))) out.push({ out: day, back: addDays(day, d.nights) });
  return out;
}

/** The departures must leave after today and within the sale horizon (checked with today). */
export function checkDepartureDays(departures: TDeparture[], today: IsoDate): Check {
  const first = departures[0];
  if (first && first.out <= today)
    return { ok: false, key: 'seatBlockDepartureNotFuture', message: MESSAGES.seatBlockDepartureNotFuture };
  const horizon = saleMaxDate(today);
  if (departures.some((d) => d.out > horizon))
    return {
      ok: false,
      key: 'seatBlockBeyondHorizon',
      message: fmt('seatBlockBeyondHorizon', { date: slashDate(horizon) }),
    };
  return { ok: true };
}

export type TLegTimes = {
  outDeparture: string;
  outArrival: string;
  outNextDay: boolean;
  backDeparture: string;
  backArrival: string;
  backNextDay: boolean;
};

export type TLegPlan = {
  direction: 'ida' | 'vuelta';
  departureDate: IsoDate;
  departureTime: number;
  arrivalDate: IsoDate;
  arrivalTime: number;
};

/** The two legs of a departure, with their times as hhmm numbers (spec §3). */
export function legsOf(d: TDeparture, t: TLegTimes): [TLegPlan, TLegPlan] {
  const leg = (direction: 'ida' | 'vuelta', day: IsoDate, dep: string, arr: string, nextDay: boolean) => ({
    direction,
    departureDate: day,
    departureTime: timeToHhmm(dep) ?? 0,
    arrivalDate: nextDay ? addDays(day, 1) : day,
    arrivalTime: timeToHhmm(arr) ?? 0,
  });
  return [
    leg('ida', d.out, t.outDeparture, t.outArrival, t.outNextDay),
    leg('vuelta', d.back, t.backDeparture, t.backArrival, t.backNextDay),
  ];
}

export type TFareInput = { venta: number; alicuota: number; tasa: number; costo: number; tipoCambio: number };

/** What a leg stores of its fare, in cents; VAT and the two taxes derived from the sale fare. */
export type TLegFare = {
  venta: Cents;
  iva: Cents;
  tasa: Cents;
  costo: Cents;
  afip: Cents;
  afip2: Cents;
  /** per passenger, as the flight search shows it (venta + iva + tasa) */
  sumaTotal: Cents;
};

export function legFareOf(f: TFareInput): TLegFare {
  const venta = toCents(f.venta);
  const iva = percentOf(venta, f.alicuota);
  const tasa = toCents(f.tasa);
  return {
    venta,
    iva,
    tasa,
    costo: toCents(f.costo),
    afip: percentOf(venta, FLIGHT_TAX_PERCENTS.afip),
    afip2: percentOf(venta, FLIGHT_TAX_PERCENTS.afip2),
    sumaTotal: venta + iva + tasa,
  };
}

/** Seats of a leg nobody bought yet are `seatsLeft`; the rest are sold (released legs keep only those). */
export const soldOf = (leg: { seats: number; seatsLeft: number }) => leg.seats - leg.seatsLeft;

type TLegSales = { seats: number; seatsLeft: number; released: number; booked: number; revenue: number };

/** A block's sums over the legs shown: departures are counted by their outbound legs. */
export function seatBlockTotals(legs: (TLegSales & { direction: string })[]) {
  const sum = (f: (l: TLegSales) => number) => legs.reduce((n, l) => n + f(l), 0);
  return {
    departures: legs.filter((l) => l.direction === 'ida').length,
    seats: sum((l) => l.seats),
    sold: sum(soldOf),
    left: sum((l) => l.seatsLeft),
    released: sum((l) => l.released),
    booked: sum((l) => l.booked),
    revenue: fromCents(sum((l) => toCents(l.revenue))),
  };
}
