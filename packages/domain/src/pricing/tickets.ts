import { type Cents, fromCents, mulCents } from '../money';
import type { NormalisedPrice } from '../money-price';
import { type BreakdownCents, buildBreakdown } from './summary';

// Tickets (spec §3, §9). Per person prices come from the offer's taxAdult / taxChild objects
// (VENTA, IVA, TOTAL...), or from the availability's tarifaAdulto / tarifaChild as { venta }.
//   tarifa = venta_adult × adults + venta_child × minors
//   iva    = iva_adult × adults + iva_child × minors   (same for pais, rg4815, rg5272)
//   total  = tarifa + iva + gastoReserva 35 + gastoAdmin 35
// When a price object has TOTAL but no VENTA, the sale rate is TOTAL − IVA.
export const saleOf = (p: NormalisedPrice): Cents => p.venta ?? Math.max(0, (p.total ?? 0) - (p.iva ?? 0));

type TicketOrderInput = {
  adult: NormalisedPrice;
  child?: NormalisedPrice;
  adults: number;
  minors: number;
};

export const ticketOrderBreakdown = ({ adult, child, adults, minors }: TicketOrderInput): BreakdownCents => {
  const kid = child ?? {};
  const both = (f: (p: NormalisedPrice) => Cents | undefined): Cents =>
    mulCents(f(adult) ?? 0, adults) + (minors > 0 ? mulCents(f(kid) ?? 0, minors) : 0);
  return buildBreakdown({
    tarifa: both(saleOf),
    iva: both((p) => p.iva),
    pais: both((p) => p.impuestoPais),
    rg4815: both((p) => p.resolucion4815),
    rg5272: both((p) => p.rg5272),
  });
};

/** The parks' price object of spec §3 (VENTA, IVA, TOTAL, moneda) for a per-person price: tickets carry no VAT. */
export const ticketPriceObject = (cents: Cents) => ({
  VENTA: fromCents(cents),
  IVA: 0,
  TOTAL: fromCents(cents),
  moneda: 'USD' as const,
});
