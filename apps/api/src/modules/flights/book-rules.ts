import {
  checkBookingDate,
  checkPassenger,
  given,
  isAgenteAS,
  MESSAGES,
  toCents,
  type FlightTotal,
  type TFlightBookingRequest,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { badRequest, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import { bookingEntityOf } from '../main/entities/booking-entity';
import { todayOf } from '../module-deps';
import type { FlightsDeps } from './deps';
import { flightPricers, flightSale } from './flight-prices';
import { tripOf, type Trip } from './repo';

export type PreparedFlight = {
  trip: Trip;
  fare: number;
  price: FlightTotal;
  idEntidad: number | null;
  /** the booking's net, markup and sale fare before the fees (D-25) */
  marked: TMarkedPrice;
};

/**
 * Every rule of POST api/aereos/reservar from our own data (spec §4, §5, §6, §9): the legs are
 * one round trip of ours, the user's calendar, adults (10 or more, the lead 18 or more), the
 * client entity, and the fare and total the portal showed. Throws 400; writes nothing.
 */
export async function prepareFlight(
  deps: FlightsDeps,
  user: AuthUser,
  body: TFlightBookingRequest,
): Promise<PreparedFlight> {
  if (body.idTramoVuelta === undefined)
    throw badRequest(MESSAGES.flightReturnRequired, [{ field: 'idTramoVuelta' }]);
  const trip = await tripOf(deps.db, body.idTramo, body.idTramoVuelta);
  if (!trip) throw badRequest(MESSAGES.rateUnavailable);
  const agent = isAgenteAS(user);
  const today = todayOf(deps);
  must(checkBookingDate(trip.ida.departureDate, { today, isAgenteAS: agent }, 'checkin'));
  if (
    body.checkin !== trip.ida.departureDate ||
    (body.checkout && body.checkout !== trip.vuelta.departureDate)
  )
    throw badRequest(MESSAGES.rateMismatch);
  body.pasajeros.forEach((p, i) =>
    must(
      checkPassenger(p, { group: 'adult', form: 'hotel', today, refDate: body.checkin, isLead: i === 0 }),
      { path: `pasajeros.${i}`, label: `Pasajero ${i + 1}` },
    ),
  );
  const idEntidad = await bookingEntityOf(deps.db, user, body.idEntidad);
  // priced again from our fares at the sale for the booking's entity (D-25): the per-adult
  // fare the portal showed, and its total
  const pricer = (await flightPricers(deps, idEntidad))(trip);
  const { fare, total: price, price: marked } = flightSale(trip, pricer, body.pasajeros.length);
  if (toCents(body.tarifas.sumaTotal) !== fare) throw badRequest(MESSAGES.priceChanged);
  const monto = given(body.monto);
  if (monto !== undefined && toCents(monto) !== price.total) throw badRequest(MESSAGES.flightTotalMismatch);
  return { trip, fare, price, idEntidad, marked };
}
