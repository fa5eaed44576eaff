import { type Cents, fromCents, sumCents } from '../money';
import { GASTO_ADMIN_CENTS, GASTO_RESERVA_CENTS } from './fees';

// The order summary breakdown of spec §3: tarifa, gastoReserva, gastoAdmin, iva, pais,
// rg4815, rg5272, total.
//   total = tarifa + gastoReserva + gastoAdmin + iva
// Country taxes (pais = Ley 27.541, rg4815 = Resolución 4815, rg5272) are shown on their own
// lines and are NOT part of total (spec §9 "shown separately").
export type BreakdownCents = {
  tarifa: Cents;
  gastoReserva: Cents;
  gastoAdmin: Cents;
  iva: Cents;
  pais: Cents;
  rg4815: Cents;
  rg5272: Cents;
  total: Cents;
};

type BreakdownParts = Partial<Omit<BreakdownCents, 'total'>> & { tarifa: Cents };

/** Builds a breakdown; gastoReserva and gastoAdmin default to 35 each (spec §9). */
export const buildBreakdown = (p: BreakdownParts): BreakdownCents => {
  const b = {
    tarifa: p.tarifa,
    gastoReserva: p.gastoReserva ?? GASTO_RESERVA_CENTS,
    gastoAdmin: p.gastoAdmin ?? GASTO_ADMIN_CENTS,
    iva: p.iva ?? 0,
    pais: p.pais ?? 0,
    rg4815: p.rg4815 ?? 0,
    rg5272: p.rg5272 ?? 0,
  };
  return { ...b, total: sumCents([b.tarifa, b.gastoReserva, b.gastoAdmin, b.iva]) };
};

/** The same breakdown in decimal amounts, as payloads carry it. */
export const breakdownToAmounts = (b: BreakdownCents): Record<keyof BreakdownCents, number> => ({
  tarifa: fromCents(b.tarifa),
  gastoReserva: fromCents(b.gastoReserva),
  gastoAdmin: fromCents(b.gastoAdmin),
  iva: fromCents(b.iva),
  pais: fromCents(b.pais),
  rg4815: fromCents(b.rg4815),
  rg5272: fromCents(b.rg5272),
  total: fromCents(b.total),
});

/** Cars, assistance, activities and transfers: sale + VAT + 35 booking fee + 35 administrative expense. */
export const productOrderBreakdown = (p: {
  tarifa: Cents;
  iva?: Cents;
  pais?: Cents;
  rg4815?: Cents;
  rg5272?: Cents;
}): BreakdownCents => buildBreakdown(p);
