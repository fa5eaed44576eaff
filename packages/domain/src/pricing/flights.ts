import { type Cents, mulCents, percentOf, sumCents } from '../money';
import type { NormalisedPrice } from '../money-price';
import { FLIGHT_SURCHARGE_PERCENT, GASTO_RESERVA_CENTS } from './fees';
import { type BreakdownCents, buildBreakdown } from './summary';

// Flights (spec §9): fare × adults, plus 35, then plus 2.2 percent.
//   base      = fare × adults + 35
//   surcharge = round(base × 2.2 / 100)
//   total     = base + surcharge
// fare per adult = tarifas.sumaTotal, or venta + iva + gastoAdministrativo when sumaTotal is absent.
export const flightFare = (t: NormalisedPrice): Cents =>
  t.total ?? sumCents([t.venta, t.iva, t.gastoAdministrativo]);

export type FlightTotal = {
  fare: Cents;
  adults: number;
  tarifa: Cents;
  gastoReserva: Cents;
  surcharge: Cents;
  total: Cents;
};

export const flightTotal = (fare: Cents, adults: number): FlightTotal => {
  const tarifa = mulCents(fare, adults);
  const base = tarifa + GASTO_RESERVA_CENTS;
  const surcharge = percentOf(base, FLIGHT_SURCHARGE_PERCENT);
  return { fare, adults, tarifa, gastoReserva: GASTO_RESERVA_CENTS, surcharge, total: base + surcharge };
};

/** Summary lines: the fare already holds VAT, so iva is 0 and the 2.2 % surcharge is the gastoAdmin line. */
export const flightOrderBreakdown = (fare: Cents, adults: number): BreakdownCents => {
  const t = flightTotal(fare, adults);
  return buildBreakdown({ tarifa: t.tarifa, gastoReserva: t.gastoReserva, gastoAdmin: t.surcharge, iva: 0 });
};

/** The card shows the total USD times adults (fare × adults, before fees). */
export const flightCardTotal = (fare: Cents, adults: number): Cents => mulCents(fare, adults);
