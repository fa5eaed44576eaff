import { z } from 'zod';
import { isValidIsoDate, type IsoDate } from '../dates';
import { fmt, MESSAGES } from '../messages';
import { ZTime, zOmittable } from '../common/primitives';
import { ZPageQuery } from './paging';
import {
  checkDepartureDays,
  departuresOf,
  SEAT_BLOCK_LIMITS,
  slashDate,
  TRAVEL_CLASSES,
  type TDeparture,
} from './seat-block-rules';

// The back office's flight seat blocks (issue 31, item 5): GET/POST /api/admin/cupos and
// PATCH /api/admin/cupos/{idTramo}. A block is a route (airline, airports, flight numbers,
// class) and its departures, each an outbound and a return leg with its own seats.

const M = MESSAGES;
const L = SEAT_BLOCK_LIMITS;

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;
const zAmount = (message: string, o: { positive?: boolean; max?: number } = {}) => {
  const n = z.number({ error: message }).max(o.max ?? 99_999.99, message);
  return (o.positive ? n.gt(0, message) : n.min(0, message)).refine(hasCents, message);
};
const zInt = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const ZDay = z
  .string({ error: M.seatBlockDateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.invalidDate)
  .refine(isValidIsoDate, M.invalidDate);
const ZAirport = z.string({ error: M.seatBlockAirport }).regex(/^[A-Z]{3}$/, M.seatBlockAirport);
const ZFlightNumber = z
  .string({ error: M.seatBlockFlightNumber })
  .regex(/^[A-Z0-9]{2}\d{1,5}$/, M.seatBlockFlightNumber);

/** The fare of each leg, in USD per passenger; VAT and the country's taxes are derived (legFareOf). */
export const ZSeatBlockFare = z.object({
  venta: zAmount(M.seatBlockVenta, { positive: true }),
  alicuota: zAmount(M.seatBlockAlicuota, { max: 27 }),
  tasa: zAmount(M.seatBlockAmount),
  costo: zAmount(M.seatBlockAmount),
  /** pesos per dollar */
  tipoCambio: zAmount(M.seatBlockTipoCambio, { positive: true, max: 1_000_000 }),
});

/** 'HH:MM' of each leg's departure and arrival; `…NextDay` when it lands the day after. */
export const ZSeatBlockTimes = z
  .object({
    outDeparture: ZTime,
    outArrival: ZTime,
    outNextDay: z.boolean().default(false),
    backDeparture: ZTime,
    backArrival: ZTime,
    backNextDay: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    const issue = (path: string) =>
      ctx.addIssue({ code: 'custom', message: M.seatBlockArrivalBeforeDeparture, path: [path] });
    if (!t.outNextDay && t.outArrival <= t.outDeparture) issue('outArrival');
    if (!t.backNextDay && t.backArrival <= t.backDeparture) issue('backArrival');
  });

const tooMany = (ctx: z.RefinementCtx, count: number, path: string[]) =>
  ctx.addIssue({
    code: 'custom',
    message: fmt('seatBlockTooManyDepartures', {
      count: count > L.departures ? `más de ${L.departures}` : count,
    }),
    path,
  });

const ZWeekly = z
  .object({
    kind: z.literal('weekly'),
    /** 0 Sunday … 6 Saturday */
    weekdays: z
      .array(z.number().int().min(0).max(6), { error: M.seatBlockWeekdays })
      .min(1, M.seatBlockWeekdays)
      .max(7, M.seatBlockWeekdays)
      .refine((days) => new Set(days).size === days.length, M.seatBlockWeekdays),
    from: ZDay,
    until: ZDay,
    nights: zInt(M.seatBlockNights, 1, L.nights),
  })
  .superRefine((w, ctx) => {
    if (w.until < w.from)
      return ctx.addIssue({ code: 'custom', message: M.seatBlockUntilBeforeFrom, path: ['until'] });
    if (w.weekdays.length === 0) return;
    const count = departuresOf(w).length;
    if (count === 0) ctx.addIssue({ code: 'custom', message: M.seatBlockNoDepartures, path: ['weekdays'] });
    if (count > L.departures) tooMany(ctx, count, ['until']);
  });

const ZDated = z
  .object({
    kind: z.literal('dated'),
    dates: z
      .array(z.object({ out: ZDay, back: ZDay }), { error: M.seatBlockDatesRequired })
      .min(1, M.seatBlockDatesRequired)
      .max(1000, M.seatBlockDatesRequired),
  })
  .superRefine((d, ctx) => {
    if (d.dates.length > L.departures) tooMany(ctx, d.dates.length, ['dates']);
    const seen = new Set<string>();
    d.dates.forEach((date, i) => {
      if (date.back <= date.out)
        ctx.addIssue({ code: 'custom', message: M.seatBlockBackNotAfterOut, path: ['dates', i, 'back'] });
      if (seen.has(date.out))
        ctx.addIssue({
          code: 'custom',
          message: fmt('seatBlockRepeatedDeparture', { date: slashDate(date.out) }),
          path: ['dates', i, 'out'],
        });
      seen.add(date.out);
    });
  });

/** Weekly (days of the week between two dates, back `nights` later) or a list of dated departures. */
export const ZSeatBlockDepartures = z.discriminatedUnion('kind', [ZWeekly, ZDated]);
export type TSeatBlockDepartures = z.infer<typeof ZSeatBlockDepartures>;

/**
 * POST /api/admin/cupos: a route and its departures. A route the agency already holds (same
 * airline, airports, flight numbers and class) gets the new departures added.
 */
export const ZSeatBlockCreate = z
  .object({
    airline: z
      .string({ error: M.seatBlockAirline })
      .trim()
      .min(1, M.seatBlockAirline)
      .max(60, M.seatBlockAirline),
    origin: ZAirport,
    destination: ZAirport,
    destinationName: z
      .string({ error: M.seatBlockDestinationName })
      .trim()
      .min(1, M.seatBlockDestinationName)
      .max(80, M.seatBlockDestinationName),
    flightOut: ZFlightNumber,
    flightBack: ZFlightNumber,
    travelClass: z.enum(TRAVEL_CLASSES, { error: M.seatBlockTravelClass }),
    /** unsold seats of a leg go back to the airline this many days before it leaves; none: never */
    releaseDays: zOmittable(zInt(M.seatBlockReleaseDays, 0, L.releaseDays).optional()),
    departures: ZSeatBlockDepartures,
    times: ZSeatBlockTimes,
    /** seats of every leg */
    seats: zInt(M.seatBlockSeats, 1, L.seats),
    fare: ZSeatBlockFare,
  })
  .superRefine((b, ctx) => {
    if (b.origin === b.destination)
      ctx.addIssue({ code: 'custom', message: M.seatBlockSameAirports, path: ['destination'] });
  });
export type TSeatBlockCreate = z.infer<typeof ZSeatBlockCreate>;

/** The create schema with the rules that need today (the form's; the API checks them with `must`). */
export const seatBlockCreateSchemaFor = (today: IsoDate) =>
  ZSeatBlockCreate.superRefine((b, ctx) => {
    const check = checkDepartureDays(departuresOf(b.departures), today);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message, path: ['departures'] });
  });

/**
 * PATCH /api/admin/cupos/{idTramo}: seats to add (positive) or withdraw (negative). Relative on
 * purpose: applied to the leg's total under its row lock, two changes made at once both count,
 * where an absolute total would silently undo the other one. Never below the seats sold.
 */
export const ZSeatBlockAdjust = z.object({
  delta: zInt(M.seatBlockDelta, -L.seats, L.seats).refine((n) => n !== 0, M.seatBlockDelta),
});
export type TSeatBlockAdjust = z.infer<typeof ZSeatBlockAdjust>;

export const ZSeatBlockParams = z.object({ idTramo: z.coerce.number().int().min(1).max(2_147_483_647) });

export const SEAT_BLOCK_SORTS = ['createdAt', 'airline', 'destinationName', 'flightOut'] as const;

const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);
/** GET /api/admin/cupos: routes by text (airline, airports, destination, flight), legs from `desde` (default today). */
export const ZSeatBlockQuery = ZPageQuery.extend({
  desde: z.preprocess(blank, z.iso.date({ message: M.invalidDate }).optional()),
});
export type TSeatBlockQuery = z.infer<typeof ZSeatBlockQuery>;

export const ZSeatBlockLeg = z.object({
  idTramo: z.number().int(),
  /** the two legs of one departure share it */
  comparador: z.string(),
  direction: z.enum(['ida', 'vuelta']),
  flightNumber: z.string(),
  date: z.string(),
  /** hhmm */
  time: z.number().int(),
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  sold: z.number().int(),
  /** seats given back to the airline unsold, and when */
  released: z.number().int(),
  releasedAt: z.string().nullable(),
  /** passengers of confirmed bookings on the leg */
  booked: z.number().int(),
  /** USD per passenger (venta + iva + tasa) */
  fare: z.number(),
  /** the booked passengers' fares, USD */
  revenue: z.number(),
});
export type TSeatBlockLeg = z.infer<typeof ZSeatBlockLeg>;

export const ZSeatBlockTotals = z.object({
  departures: z.number().int(),
  seats: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  released: z.number().int(),
  booked: z.number().int(),
  revenue: z.number(),
});

export const ZSeatBlock = z.object({
  id: z.number().int(),
  airline: z.string(),
  origin: z.string(),
  destination: z.string(),
  destinationName: z.string(),
  flightOut: z.string(),
  flightBack: z.string(),
  travelClass: z.string(),
  releaseDays: z.number().int().nullable(),
  createdAt: z.string(),
  legs: z.array(ZSeatBlockLeg),
  totals: ZSeatBlockTotals,
});
export type TSeatBlock = z.infer<typeof ZSeatBlock>;

export type { TDeparture };
