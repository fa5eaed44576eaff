import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  seatBlockCreateSchemaFor,
  ZSeatBlockAdjust,
  ZSeatBlockCreate,
  type TSeatBlockCreate,
} from './seat-blocks';
import { departuresOf, legFareOf, legsOf, seatBlockTotals } from './seat-block-rules';

const block = (over: Partial<Record<keyof TSeatBlockCreate, unknown>> = {}) => ({
  airline: 'Aerolíneas Argentinas',
  origin: 'EZE',
  destination: 'BRC',
  destinationName: 'Bariloche',
  flightOut: 'AR1686',
  flightBack: 'AR1687',
  travelClass: 'Económica',
  departures: { kind: 'dated', dates: [{ out: '2026-12-05', back: '2026-12-12' }] },
  times: { outDeparture: '08:10', outArrival: '10:30', backDeparture: '11:15', backArrival: '13:40' },
  seats: 60,
  fare: { venta: 500, alicuota: 21, tasa: 60, costo: 410, tipoCambio: 1450 },
  ...over,
});

/** The messages zod reported, by path. */
const issues = (input: unknown, schema = ZSeatBlockCreate) => {
  const r = schema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a seat block to create (POST /api/admin/cupos)', () => {
  it('takes a complete block, the release days absent, null or empty', () => {
    for (const releaseDays of [undefined, null, '', 7])
      expect(ZSeatBlockCreate.safeParse(block({ releaseDays })).success).toBe(true);
    expect(ZSeatBlockCreate.parse(block()).times.outNextDay).toBe(false);
  });

  it('refuses each wrong field with its Spanish message', () => {
    expect(issues(block({ airline: ' ' }))).toEqual({ airline: MESSAGES.seatBlockAirline });
    expect(issues(block({ origin: 'eze' }))).toEqual({ origin: MESSAGES.seatBlockAirport });
    expect(issues(block({ destination: 'EZE' }))).toEqual({ destination: MESSAGES.seatBlockSameAirports });
    expect(issues(block({ flightOut: 'AR 1686' }))).toEqual({ flightOut: MESSAGES.seatBlockFlightNumber });
    expect(issues(block({ travelClass: 'Turista' }))).toEqual({ travelClass: MESSAGES.seatBlockTravelClass });
    expect(issues(block({ releaseDays: 61 }))).toEqual({ releaseDays: MESSAGES.seatBlockReleaseDays });
    for (const seats of [0, 501, 2.5, '60'])
      expect(issues(block({ seats }))).toEqual({ seats: MESSAGES.seatBlockSeats });
    expect(issues(block({ fare: { venta: 0, alicuota: 0, tasa: 0, costo: 0, tipoCambio: 1 } }))).toEqual({
      'fare.venta': MESSAGES.seatBlockVenta,
    });
    expect(
      issues(block({ fare: { venta: 1.005, alicuota: 30, tasa: -1, costo: 0, tipoCambio: 0 } })),
    ).toEqual({
      'fare.venta': MESSAGES.seatBlockVenta,
      'fare.alicuota': MESSAGES.seatBlockAlicuota,
      'fare.tasa': MESSAGES.seatBlockAmount,
      'fare.tipoCambio': MESSAGES.seatBlockTipoCambio,
    });
  });

  it('refuses an arrival before the departure unless it lands the next day', () => {
    const times = {
      outDeparture: '22:05',
      outArrival: '05:40',
      backDeparture: '11:15',
      backArrival: '11:15',
    };
    expect(issues(block({ times }))).toEqual({
      'times.outArrival': MESSAGES.seatBlockArrivalBeforeDeparture,
      'times.backArrival': MESSAGES.seatBlockArrivalBeforeDeparture,
    });
    expect(issues(block({ times: { ...times, outNextDay: true, backArrival: '13:00' } }))).toEqual({});
    expect(issues(block({ times: { ...times, outDeparture: '25:00' } }))['times.outDeparture']).toBe(
      MESSAGES.invalidTime,
    );
  });

  it('refuses dated departures that come back first, repeat a day, or are none', () => {
    const dates = [
      { out: '2026-12-05', back: '2026-12-05' },
      { out: '2026-12-05', back: '2026-12-12' },
    ];
    expect(issues(block({ departures: { kind: 'dated', dates } }))).toEqual({
      'departures.dates.0.back': MESSAGES.seatBlockBackNotAfterOut,
      'departures.dates.1.out': 'La salida del 05/12/2026 está repetida',
    });
    expect(issues(block({ departures: { kind: 'dated', dates: [] } }))).toEqual({
      'departures.dates': MESSAGES.seatBlockDatesRequired,
    });
  });

  it('refuses a weekly block with no day, no departure in its range, or more than 366', () => {
    const weekly = { kind: 'weekly', weekdays: [6], from: '2026-12-01', until: '2027-02-28', nights: 7 };
    expect(issues(block({ departures: { ...weekly, weekdays: [] } }))).toEqual({
      'departures.weekdays': MESSAGES.seatBlockWeekdays,
    });
    // 2026-12-07 is a Monday, alone in its range
    expect(issues(block({ departures: { ...weekly, from: '2026-12-07', until: '2026-12-07' } }))).toEqual({
      'departures.weekdays': MESSAGES.seatBlockNoDepartures,
    });
    expect(issues(block({ departures: { ...weekly, until: '2026-11-30' } }))).toEqual({
      'departures.until': MESSAGES.seatBlockUntilBeforeFrom,
    });
    // every day from 2027-01-01 to 2028-01-02: 365 + 2 = 367 departures
    const daily = { ...weekly, weekdays: [0, 1, 2, 3, 4, 5, 6], from: '2027-01-01', until: '2028-01-02' };
    expect(issues(block({ departures: daily }))).toEqual({
      'departures.until': 'Un cupo puede tener hasta 366 salidas: este tiene más de 366',
    });
    expect(issues(block({ departures: { ...daily, until: '2028-01-01' } }))).toEqual({});
    expect(issues(block({ departures: { ...weekly, nights: 31 } }))).toEqual({
      'departures.nights': MESSAGES.seatBlockNights,
    });
  });

  it('with today: the departures leave after it and within the sale horizon', () => {
    const schema = seatBlockCreateSchemaFor('2026-12-05');
    expect(issues(block(), schema)).toEqual({ departures: MESSAGES.seatBlockDepartureNotFuture });
    expect(issues(block(), seatBlockCreateSchemaFor('2026-12-04'))).toEqual({});
    // 18 months after 2025-06-04 is 2026-12-04
    expect(issues(block(), seatBlockCreateSchemaFor('2025-06-04'))).toEqual({
      departures: 'Las salidas no pueden ser posteriores al 04/12/2026',
    });
  });
});

describe('a block’s departures and legs', () => {
  it('lists the chosen weekdays of the range, back `nights` later', () => {
    // December 2026: Saturdays 5, 12, 19, 26; Wednesdays 2, 9, 16, 23, 30
    const weekly = {
      kind: 'weekly' as const,
      weekdays: [6, 3],
      from: '2026-12-03',
      until: '2026-12-19',
      nights: 7,
    };
    expect(departuresOf(weekly)).toEqual([
      { out: '2026-12-05', back: '2026-12-12' },
      { out: '2026-12-09', back: '2026-12-16' },
      { out: '2026-12-12', back: '2026-12-19' },
      { out: '2026-12-16', back: '2026-12-23' },
      { out: '2026-12-19', back: '2026-12-26' },
    ]);
  });

  it('gives each leg its hhmm times and the next day when it lands after midnight', () => {
    const times = {
      outDeparture: '22:05',
      outArrival: '05:40',
      outNextDay: true,
      backDeparture: '09:10',
      backArrival: '18:00',
      backNextDay: false,
    };
    expect(legsOf({ out: '2026-12-31', back: '2027-01-09' }, times)).toEqual([
      {
        direction: 'ida',
        departureDate: '2026-12-31',
        departureTime: 2205,
        arrivalDate: '2027-01-01',
        arrivalTime: 540,
      },
      {
        direction: 'vuelta',
        departureDate: '2027-01-09',
        departureTime: 910,
        arrivalDate: '2027-01-09',
        arrivalTime: 1800,
      },
    ]);
  });

  it('derives VAT from the aliquot and the two taxes at 30 % of the sale fare', () => {
    expect(legFareOf({ venta: 500, alicuota: 21, tasa: 60.5, costo: 410, tipoCambio: 1450 })).toEqual({
      venta: 50_000,
      iva: 10_500,
      tasa: 6_050,
      costo: 41_000,
      afip: 15_000,
      afip2: 15_000,
      sumaTotal: 66_550,
    });
    expect(legFareOf({ venta: 333.33, alicuota: 10.5, tasa: 0, costo: 0, tipoCambio: 1 }).iva).toBe(3_500);
  });

  it('sums a block’s legs, counting departures by their outbound legs', () => {
    const leg = (direction: string, seats: number, seatsLeft: number, released: number, revenue: number) => ({
      direction,
      seats,
      seatsLeft,
      released,
      booked: seats - seatsLeft,
      revenue,
    });
    expect(
      seatBlockTotals([leg('ida', 60, 58, 0, 0.1), leg('vuelta', 60, 60, 0, 0.2), leg('ida', 3, 0, 57, 10)]),
    ).toEqual({ departures: 2, seats: 123, sold: 5, left: 118, released: 57, booked: 5, revenue: 10.3 });
  });
});

describe('a seat change (PATCH /api/admin/cupos/{idTramo})', () => {
  it('is a whole number of seats to add or withdraw, never 0', () => {
    expect(ZSeatBlockAdjust.safeParse({ delta: -3 }).success).toBe(true);
    expect(ZSeatBlockAdjust.safeParse({ delta: 500 }).success).toBe(true);
    for (const delta of [0, 1.5, 501, -501, '2', null])
      expect(issues({ delta }, ZSeatBlockAdjust as never)).toEqual({ delta: MESSAGES.seatBlockDelta });
  });
});
