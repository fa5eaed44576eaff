import { type Cents, sumCents } from '../money';
import type { NormalisedPrice } from '../money-price';
import { GASTO_RESERVA_CENTS } from './fees';
import { type BreakdownCents, buildBreakdown } from './summary';

// Hotels (spec §4, §9).
//   room price      = venta + iva + gastoAdministrativo      (per room; sale rate name differs by provider)
//   cart VAT total  = Σ (iva + gastoAdministrativo)           (spec §9; not a line of its own)
//   cart total      = Σ room price + gastoReserva 35          (booking fee once per cart)
//   hotel's price in results = min venta over its rooms
// Missing VAT or administrative fee count as 0 in sums (the views say they are missing).

export const hotelRoomPrice = (p: NormalisedPrice): Cents =>
  sumCents([p.venta, p.iva, p.gastoAdministrativo]);

export const hotelRoomVat = (p: NormalisedPrice): Cents => sumCents([p.iva, p.gastoAdministrativo]);

/**
 * The cart summary: VAT and the administrative fee on lines of their own, as the booking's
 * rows store them (issue 29, item 15: the form said 'IVA 77,87' where the resumen said 'Gasto
 * administrativo 35 + IVA 42,87'); gastoReserva once.
 */
export const hotelCartBreakdown = (rooms: readonly NormalisedPrice[]): BreakdownCents =>
  buildBreakdown({
    tarifa: sumCents(rooms.map((r) => r.venta)),
    iva: sumCents(rooms.map((r) => r.iva)),
    gastoAdmin: sumCents(rooms.map((r) => r.gastoAdministrativo)),
    gastoReserva: rooms.length > 0 ? GASTO_RESERVA_CENTS : 0,
    pais: sumCents(rooms.map((r) => r.impuestoPais)),
    rg4815: sumCents(rooms.map((r) => r.resolucion4815)),
    rg5272: sumCents(rooms.map((r) => r.rg5272)),
  });

/** A hotel's price in results: the minimum sale rate over its rooms (undefined with no priced room). */
export const hotelResultPrice = (rooms: readonly NormalisedPrice[]): Cents | undefined => {
  const rates = rooms.map((r) => r.venta).filter((v): v is Cents => v !== undefined);
  return rates.length ? Math.min(...rates) : undefined;
};
