import {
  flightTotal,
  flightTripFare,
  fromCents,
  mulCents,
  toCents,
  type TFlightSegment,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { pricingSource, type Pricer } from '../markups/pricing';
import { segmentOf } from './answers';
import { FLIGHT_QUOTA_SUPPLIER, type FlightsDeps } from './deps';
import type { Trip } from './repo';

// The agency's markup on its own seat quotas (issue 32 item 1, D-25). A leg's fare per
// passenger is a part of the booking: the percentage goes on its sale rate (`venta`, and so on
// `sumaTotal`); VAT, the airport tax and the country taxes stay the leg's. A per-booking
// amount is added once to the booking's fare, before the spec's 35 and 2.2 % (spec §9).

/** The pricer of a trip: by its destination and departure, for the client entity. */
export async function flightPricers(deps: FlightsDeps, idEntidad: number | null) {
  const source = await pricingSource(deps);
  return (trip: Trip): Pricer =>
    source({
      linea: 'flights',
      proveedor: FLIGHT_QUOTA_SUPPLIER,
      idEntidad,
      destino: trip.route.destination,
      checkin: trip.ida.departureDate,
      moneda: 'USD',
    });
}

const markedSegment = (s: TFlightSegment, p: Pricer): TFlightSegment => {
  const { markupCents } = p.part(toCents(s.tarifas.sumaTotal));
  const plus = (amount: number) => fromCents(toCents(amount) + markupCents);
  return {
    ...s,
    tarifas: { ...s.tarifas, sumaTotal: plus(s.tarifas.sumaTotal), venta: plus(s.tarifas.venta) },
  };
};

/** A trip's two legs as the agent sees them: every fare at its sale amount. */
export const markedLegs = (trip: Trip, p: Pricer): [TFlightSegment, TFlightSegment] => [
  markedSegment(segmentOf(trip.ida, trip.route), p),
  markedSegment(segmentOf(trip.vuelta, trip.route), p),
];

/**
 * A booking of `adults` on a trip: the fare per adult the agent must have been shown, the
 * spec's total on the sale (the per-booking amount inside its fare), and net, markup and sale.
 */
export function flightSale(trip: Trip, p: Pricer, adults: number) {
  const fare = flightTripFare(...markedLegs(trip, p));
  const netFare = flightTripFare(segmentOf(trip.ida, trip.route), segmentOf(trip.vuelta, trip.route));
  const tarifa = mulCents(fare, adults) + p.perBookingCents;
  // flightTotal of the whole fare as one: 35, then 2.2 %, on the sale (spec §9)
  const total = { ...flightTotal(tarifa, 1), fare, adults };
  const net = mulCents(netFare, adults);
  const price: TMarkedPrice = {
    netCents: net,
    markupCents: tarifa - net,
    saleCents: tarifa,
    ruleId: p.rule?.id ?? null,
  };
  return { fare, total, price };
}
