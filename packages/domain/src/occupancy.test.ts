import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import {
  annualPlanCoversTrip,
  assistanceTripDays,
  capFlightAdults,
  checkAssistancePassengers,
  checkAssistanceTrip,
  checkFlightAdults,
  checkRooming,
  checkTicketCounts,
  counterState,
  defaultRooming,
  flightAdultOptions,
  normaliseChildAges,
  ROOMING_LIMITS,
  roomingLabel,
} from './occupancy';
import { parkDayOptions } from './tickets/parks';

const messageOf = (r: { ok: boolean; message?: string }) => (r.ok ? undefined : r.message);

describe('hotel rooming (spec §5, §9)', () => {
  it('defaults: 2 adults, 0 minors, 1 room, minor ages [0]', () => {
    const r = defaultRooming();
    expect(r).toEqual({ adultCount: 2, childCount: 0, roomCount: 1, childAges: [0] });
    r.childAges.push(3);
    expect(defaultRooming().childAges).toEqual([0]);
  });

  it.each([
    [{ adultCount: 1, childCount: 0, roomCount: 1, childAges: [0] }, undefined],
    [{ adultCount: 10, childCount: 10, roomCount: 3, childAges: [0, 1, 2, 3, 4, 5, 6, 7, 8, 17] }, undefined],
    [{ adultCount: 0, childCount: 0, roomCount: 1, childAges: [] }, MESSAGES.adultsRange],
    [{ adultCount: 11, childCount: 0, roomCount: 1, childAges: [] }, MESSAGES.adultsRange],
    [{ adultCount: 2, childCount: 11, roomCount: 1, childAges: [] }, MESSAGES.minorsRange],
    [{ adultCount: 2, childCount: -1, roomCount: 1, childAges: [] }, MESSAGES.minorsRange],
    [{ adultCount: 2, childCount: 0, roomCount: 0, childAges: [] }, MESSAGES.roomsRange],
    [{ adultCount: 2, childCount: 0, roomCount: 4, childAges: [] }, MESSAGES.roomsRange],
    [{ adultCount: 2, childCount: 2, roomCount: 1, childAges: [5] }, MESSAGES.minorAgeRange],
    [{ adultCount: 2, childCount: 1, roomCount: 1, childAges: [18] }, MESSAGES.minorAgeRange],
    [{ adultCount: 2, childCount: 1, roomCount: 1, childAges: [-1] }, MESSAGES.minorAgeRange],
    [{ adultCount: 2.5, childCount: 0, roomCount: 1, childAges: [] }, MESSAGES.adultsRange],
  ])('checkRooming(%j)', (r, message) => expect(messageOf(checkRooming(r))).toBe(message));

  it('counter buttons disable at the limits', () => {
    expect(counterState(1, ROOMING_LIMITS.adults)).toEqual({ canDecrement: false, canIncrement: true });
    expect(counterState(10, ROOMING_LIMITS.adults)).toEqual({ canDecrement: true, canIncrement: false });
    expect(counterState(0, ROOMING_LIMITS.minors)).toEqual({ canDecrement: false, canIncrement: true });
    expect(counterState(3, ROOMING_LIMITS.rooms)).toEqual({ canDecrement: true, canIncrement: false });
  });

  it('child ages follow the minors count', () => {
    expect(normaliseChildAges(0, [0])).toEqual([]);
    expect(normaliseChildAges(3, [4])).toEqual([4, 0, 0]);
    expect(normaliseChildAges(1, [4, 7])).toEqual([4]);
  });

  it('rooming label', () => {
    expect(roomingLabel(defaultRooming())).toBe('2 adultos • 0 menores - 1 habitacion/es');
  });
});

describe('ticket counts (spec §2, §9)', () => {
  it('parks and their days', () => {
    expect(parkDayOptions('disney')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(parkDayOptions('disneyland')).toEqual([1, 2, 3, 4, 5]);
    expect(parkDayOptions('universal')).toEqual([]);
  });

  it.each([
    [{ park: 'disney', adults: 2, minors: 0, days: 1 }, undefined],
    [{ park: 'disney', adults: 0, minors: 10, days: 10 }, undefined],
    [{ park: 'disney', adults: 2, minors: 0, days: 11 }, MESSAGES.ticketDaysDisney],
    [{ park: 'disney', adults: 2, minors: 0, days: 0 }, MESSAGES.ticketDaysDisney],
    [{ park: 'disney', adults: 2, minors: 0 }, MESSAGES.ticketDaysDisney],
    [{ park: 'disneyland', adults: 2, minors: 1, days: 5 }, undefined],
    [
      { park: 'disneyland', adults: 2, minors: 1, days: 6 },
      'La cantidad de días para Disneyland debe estar entre 1 y 5',
    ],
    [{ park: 'universal', adults: 2, minors: 1 }, undefined],
    [{ park: 'universal', adults: 2, minors: 1, days: 3 }, MESSAGES.ticketDaysUniversal],
    [{ park: 'disney', adults: 11, minors: 0, days: 2 }, MESSAGES.adultsRange0to10],
    [{ park: 'disney', adults: 1, minors: 11, days: 2 }, MESSAGES.minorsRange],
    [{ park: 'disney', adults: 0, minors: 0, days: 2 }, MESSAGES.atLeastOnePassenger],
  ] as const)('checkTicketCounts(%j)', (q, message) => expect(messageOf(checkTicketCounts(q))).toBe(message));
});

describe('assistance (spec §2, §9)', () => {
  it.each([
    [[30], undefined],
    [[30, 40, 5, 1, 2, 3, 4, 5, 6, 99], undefined],
    [[], MESSAGES.assistancePassengersRange],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], MESSAGES.assistancePassengersRange],
    [[30, null], MESSAGES.assistanceAgesCount],
    [[100], MESSAGES.assistanceAgeRange],
  ])('checkAssistancePassengers(%j)', (ages, message) =>
    expect(messageOf(checkAssistancePassengers(ages))).toBe(message),
  );

  it('one age per passenger', () => {
    expect(messageOf(checkAssistancePassengers([30], 2))).toBe(MESSAGES.assistanceAgesCount);
  });

  it('a trip counts departure and return days', () => {
    expect(assistanceTripDays('2025-06-01', '2025-06-30')).toBe(30);
    expect(assistanceTripDays('2025-06-01', '2025-07-01')).toBe(31);
    expect(assistanceTripDays('2025-06-01', '2025-06-01')).toBe(1);
    expect(assistanceTripDays('2024-02-01', '2024-03-01')).toBe(30); // leap year
  });

  it.each([
    [{ fechaInicio: '2025-06-01', fechaFin: '2025-06-30', category: 'Anuales' }, undefined], // 30-day trip
    [{ fechaInicio: '2025-06-01', fechaFin: '2025-07-01', category: 'Anuales' }, MESSAGES.annualTripTooLong], // 31
    [{ fechaInicio: '2025-06-01', fechaFin: '2025-07-01', category: 'Por Días' }, undefined],
    [{ fechaInicio: '2025-06-01', fechaFin: null }, MESSAGES.assistanceDatesRequired],
    [{ fechaInicio: '2025-06-10', fechaFin: '2025-06-01' }, MESSAGES.returnNotAfterDeparture],
    [{ fechaInicio: '2025-06-10', fechaFin: '2025-06-10' }, MESSAGES.returnNotAfterDeparture], // end after start (issue 15)
  ] as const)('checkAssistanceTrip(%j)', (q, message) =>
    expect(messageOf(checkAssistanceTrip(q))).toBe(message),
  );

  it('annual plans cover up to 30 days', () => {
    expect(annualPlanCoversTrip('2025-01-01', '2025-01-30')).toBe(true);
    expect(annualPlanCoversTrip('2025-01-01', '2025-01-31')).toBe(false);
  });
});

describe('flights (spec §2, §4, §9)', () => {
  it('adults 0-10, default 2, capped at the seats available', () => {
    expect(flightAdultOptions()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(flightAdultOptions(4)).toEqual([0, 1, 2, 3, 4]);
    expect(flightAdultOptions(0)).toEqual([0]);
    expect(capFlightAdults(6, 4)).toBe(4);
    expect(capFlightAdults(12)).toBe(10);
    expect(capFlightAdults(2, 30)).toBe(2);
    expect(messageOf(checkFlightAdults(5, 4))).toBe(MESSAGES.flightSeatsExceeded);
    expect(messageOf(checkFlightAdults(11))).toBe(MESSAGES.adultsRange0to10);
    expect(checkFlightAdults(4, 4).ok).toBe(true);
  });
});
