import {
  addDays,
  checkBookingDate,
  flightTripFare,
  fromCents,
  isAgenteAS,
  MESSAGES,
  type TFlightQuotaBlock,
  type TFlightSearchQuery,
  type TFlightSegment,
} from '@portal/domain';
import { badRequest, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { todayOf } from '../module-deps';
import { quotaBlockOf } from './answers';
import type { FlightsDeps } from './deps';
import { flightPricers, markedLegs } from './flight-prices';
import { destinationsWithSeats, findTrips, tripsBetween } from './repo';

/** GET api/aereos/destinos (spec §7): destinations with seats left, from today on. */
export const flightDestinations = (deps: FlightsDeps) => destinationsWithSeats(deps.db, todayOf(deps));

/**
 * GET api/aereos/disponibilidad (spec §7): round trips to `destino` that leave on or after
 * `from` and come back by `to` with `ocupacion` seats on both legs; the legs of a trip share
 * `comparador`. The user's calendar applies to `from` (spec §6: non-AS users 9+ days ahead).
 */
export async function searchFlights(
  deps: FlightsDeps,
  user: AuthUser,
  q: TFlightSearchQuery,
  idEntidad: number | null = null,
): Promise<TFlightSegment[]> {
  // a window, not a stay: the calendar applies to the departure, and the return comes after it
  must(checkBookingDate(q.from, { today: todayOf(deps), isAgenteAS: isAgenteAS(user) }, 'from'));
  if (q.to <= q.from) throw badRequest(MESSAGES.returnNotAfterDeparture, [{ field: 'to' }]);
  const rows = await findTrips(deps.db, {
    destination: q.destino.toUpperCase(),
    from: q.from,
    to: q.to,
    seats: Math.max(1, q.ocupacion),
  });
  // the agency's sale fares for the entity the quote is for (D-25)
  const pricer = await flightPricers(deps, idEntidad);
  return rows.flatMap((trip) => markedLegs(trip, pricer(trip)));
}

/** GET api/aereos/cupos (ours): every block of the year (from today), sold out ones too. */
export async function quotaBlocks(
  deps: FlightsDeps,
  anio?: number,
  idEntidad: number | null = null,
): Promise<TFlightQuotaBlock[]> {
  const today = todayOf(deps);
  const from = anio && `${anio}-01-01` > today ? `${anio}-01-01` : today;
  const to = anio ? `${anio}-12-31` : addDays(today, 366);
  const pricer = await flightPricers(deps, idEntidad);
  return (await tripsBetween(deps.db, from, to)).map((trip) => ({
    ...quotaBlockOf(trip),
    tarifa: fromCents(flightTripFare(...markedLegs(trip, pricer(trip)))),
  }));
}
