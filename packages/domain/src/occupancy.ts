import { CART_MAX_ITEMS } from './cart';
import { type Check, OK, fail } from './common/check';
import { fmt } from './messages';
import { PARKS, type TParkId } from './tickets/parks';
import { type IsoDate, diffDays, isValidIsoDate } from './dates';

// Occupancy and counts (spec §2, §5, §9).
export type Range = { readonly min: number; readonly max: number };
export const inRange = (n: number, r: Range): boolean => Number.isInteger(n) && n >= r.min && n <= r.max;

/** Counter buttons: '-' disabled at the minimum, '+' disabled at the maximum. */
export const counterState = (value: number, r: Range): { canDecrement: boolean; canIncrement: boolean } => ({
  canDecrement: value > r.min,
  canIncrement: value < r.max,
});

// ---- hotel rooming (spec §5: adults 1-10, minors 0-10 each with an age 0-17, rooms)
export const ROOMING_LIMITS = {
  adults: { min: 1, max: 10 },
  minors: { min: 0, max: 10 },
  minorAge: { min: 0, max: 17 },
  // each room searched becomes a cart item, so a search never asks for more rooms than the cart holds
  rooms: { min: 1, max: CART_MAX_ITEMS },
} as const;

export type Rooming = { adultCount: number; childCount: number; roomCount: number; childAges: number[] };
export const DEFAULT_ROOMING: Readonly<Rooming> = Object.freeze({
  adultCount: 2,
  childCount: 0,
  roomCount: 1,
  childAges: [0], // spec §9 default minor ages [0]
});
export const defaultRooming = (): Rooming => ({
  ...DEFAULT_ROOMING,
  childAges: [...DEFAULT_ROOMING.childAges],
});

/** The ages of the `childCount` minors: extra entries dropped, missing ones filled with 0. */
export const normaliseChildAges = (childCount: number, childAges: readonly number[]): number[] =>
  Array.from({ length: Math.max(0, childCount) }, (_, i) => childAges[i] ?? 0);

export const checkRooming = (r: Rooming): Check => {
  if (!inRange(r.adultCount, ROOMING_LIMITS.adults)) return fail('adultsRange', 'adultCount');
  if (!inRange(r.childCount, ROOMING_LIMITS.minors)) return fail('minorsRange', 'childCount');
  if (!inRange(r.roomCount, ROOMING_LIMITS.rooms)) return fail('roomsRange', 'roomCount');
  for (let i = 0; i < r.childCount; i++) {
    const age = r.childAges[i];
    if (age === undefined || !inRange(age, ROOMING_LIMITS.minorAge))
      return fail('minorAgeRange', 'childAges');
  }
  return OK;
};

/** 'N adultos • N menores - N habitacion/es' (spec §2) */
export const roomingLabel = (r: Pick<Rooming, 'adultCount' | 'childCount' | 'roomCount'>): string =>
  fmt('roomingLabel', { adults: r.adultCount, minors: r.childCount, rooms: r.roomCount });

// ---- tickets (spec §2, §9): adults 0-10, minors 0-10, days per park
export const TICKET_LIMITS = { adults: { min: 0, max: 10 }, minors: { min: 0, max: 10 } } as const;

// ---- assistance (spec §2, §9): passengers 1-10 with one age each; annual plans up to 30 days a trip
export const ASSISTANCE_LIMITS = {
  passengers: { min: 1, max: 10 },
  age: { min: 0, max: 99 },
  annualTripMaxDays: 30,
} as const;

// ---- flights (spec §2, §4, §9): adults 0-10, default 2, capped at the seats available
export const FLIGHT_ADULTS = { min: 0, max: 10, default: 2 } as const;

/** The adults options of the flight search: 0 to min(10, seats). */
export const flightAdultOptions = (seatsAvailable?: number): number[] => {
  const max = Math.max(0, Math.min(FLIGHT_ADULTS.max, seatsAvailable ?? FLIGHT_ADULTS.max));
  return Array.from({ length: max + 1 }, (_, i) => i);
};

/** Caps the adults count at the seats of the first result (spec §4). */
export const capFlightAdults = (adults: number, seatsAvailable?: number): number =>
  Math.max(FLIGHT_ADULTS.min, Math.min(adults, FLIGHT_ADULTS.max, seatsAvailable ?? FLIGHT_ADULTS.max));

export const checkFlightAdults = (adults: number, seatsAvailable?: number): Check => {
  if (!inRange(adults, FLIGHT_ADULTS)) return fail('adultsRange0to10', 'adultos');
  if (seatsAvailable !== undefined && adults > seatsAvailable) return fail('flightSeatsExceeded', 'adultos');
  return OK;
};

/** Ticket search counts: adults 0-10, minors 0-10, at least one person; days per park. */
export const checkTicketCounts = (q: {
  park: TParkId;
  adults: number;
  minors: number;
  days?: number | null;
}): Check => {
  if (!inRange(q.adults, TICKET_LIMITS.adults)) return fail('adultsRange0to10', 'adults');
  if (!inRange(q.minors, TICKET_LIMITS.minors)) return fail('minorsRange', 'minors');
  if (q.adults + q.minors < 1) return fail('atLeastOnePassenger', 'adults');
  const park = PARKS[q.park];
  const hasDays = q.days !== undefined && q.days !== null;
  if (park.days === null) return hasDays ? fail(park.daysMessage, 'durationDays') : OK;
  if (!hasDays || !inRange(q.days as number, park.days)) return fail(park.daysMessage, 'durationDays');
  return OK;
};

/** Assistance: 1-10 passengers with one age (0-99) each (spec §2, §9). */
export const checkAssistancePassengers = (
  ages: readonly (number | null | undefined)[],
  count = ages.length,
): Check => {
  if (!inRange(count, ASSISTANCE_LIMITS.passengers))
    return fail('assistancePassengersRange', 'cantidadPasajeros');
  if (ages.length !== count) return fail('assistanceAgesCount', 'edades');
  for (const age of ages) {
    if (age === undefined || age === null) return fail('assistanceAgesCount', 'edades');
    if (!inRange(age, ASSISTANCE_LIMITS.age)) return fail('assistanceAgeRange', 'edades');
  }
  return OK;
};

/** Days of an assistance trip, counting departure and return days: 1 to 30 June is 30 days. */
export const assistanceTripDays = (fechaInicio: IsoDate, fechaFin: IsoDate): number =>
  diffDays(fechaFin, fechaInicio) + 1;

/** Annual plans cover trips of up to 30 days (spec §9). */
export const annualPlanCoversTrip = (fechaInicio: IsoDate, fechaFin: IsoDate): boolean =>
  assistanceTripDays(fechaInicio, fechaFin) <= ASSISTANCE_LIMITS.annualTripMaxDays;

export const checkAssistanceTrip = (q: {
  fechaInicio?: string | null;
  fechaFin?: string | null;
  category?: 'Anuales' | 'Por Días';
}): Check => {
  if (!q.fechaInicio || !q.fechaFin) return fail('assistanceDatesRequired', 'fechaInicio');
  if (!isValidIsoDate(q.fechaInicio)) return fail('invalidDate', 'fechaInicio');
  if (!isValidIsoDate(q.fechaFin)) return fail('invalidDate', 'fechaFin');
  if (q.fechaFin <= q.fechaInicio) return fail('returnNotAfterDeparture', 'fechaFin');
  if (q.category === 'Anuales' && !annualPlanCoversTrip(q.fechaInicio, q.fechaFin))
    return fail('annualTripTooLong', 'fechaFin');
  return OK;
};
