import { formatFlightDate, formatFlightTime } from '@portal/domain/dates-format';
import type { IsoDate } from '@portal/domain/dates';
import { formatMoney } from '@portal/domain/money';
import { flightCardTotal } from '@portal/domain/pricing/flights';
import { flightTripFare, groupFlightLegs, type TFlightSegment } from '@portal/domain/flights/search-flights';
import { FLIGHT_ADULTS } from './search-params';

/** A round trip: the legs sharing a comparador (domain groupFlightLegs). */
export type TFlightTrip = ReturnType<typeof groupFlightLegs>[number];

export const tripsOf = (segments: readonly TFlightSegment[]): TFlightTrip[] => groupFlightLegs(segments);

/** Seats for the whole trip: the fuller leg decides. */
export const tripSeats = ({ ida, vuelta }: TFlightTrip): number =>
  Math.min(ida.asientosDisponibles, vuelta?.asientosDisponibles ?? ida.asientosDisponibles);

/** spec §4 Flights: the adults count is capped at the seats of the first result (and at 10). */
export const adultsCap = (trips: readonly TFlightTrip[]): number =>
  trips[0] ? Math.min(FLIGHT_ADULTS.max, tripSeats(trips[0])) : FLIGHT_ADULTS.max;

export const cappedAdults = (requested: number, trips: readonly TFlightTrip[]): number =>
  Math.min(requested, adultsCap(trips));

/** spec §2, §9: a leg's date and time, es-AR 12-hour: '12/01/2027, 9:45 p. m.' */
export const legDateTime = (date: IsoDate, hhmm: number): string =>
  `${formatFlightDate(date)}, ${formatFlightTime(hhmm)}`;

/** spec §2 card 'Total USD': the round trip's fare per adult times adults, before fees. */
export const cardTotalText = (trip: TFlightTrip, adults: number): string =>
  formatMoney(flightCardTotal(flightTripFare(trip.ida, trip.vuelta), adults), 'USD');

export const flightNumbersOf = ({ ida, vuelta }: TFlightTrip): string =>
  [ida.numeroVuelo, vuelta?.numeroVuelo].filter(Boolean).join(' / ');

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const seatsText = (n: number) => plural(n, 'asiento disponible', 'asientos disponibles');
export const flightsFoundText = (n: number) => plural(n, 'vuelo encontrado', 'vuelos encontrados');
export const adultsText = (n: number) => plural(n, 'adulto', 'adultos');
