import { z } from 'zod';
import { ZAmount, ZCurrency, ZIsoDate } from '../common/primitives';

// spec §3 Order summary: title, product, dates, adults, minors, currency, breakdown, total.
// Amounts are decimals on the wire; build them with pricing/* and breakdownToAmounts.
export const ZOrderBreakdown = z.object({
  tarifa: ZAmount,
  gastoReserva: ZAmount,
  gastoAdmin: ZAmount,
  iva: ZAmount,
  pais: ZAmount, // country tax Ley 27.541, shown separately
  rg4815: ZAmount, // Resolución 4815, shown separately
  rg5272: ZAmount, // shown separately
});
export type TOrderBreakdown = z.infer<typeof ZOrderBreakdown>;

/**
 * What each line of the breakdown is called, on every screen and on the voucher (issue 29,
 * item 15; orders/breakdown-lines.ts). The fees and taxes in spec §9's and §2's words: booking
 * fee, administrative expense, VAT, country tax (Resolución 4815), country tax Ley 27.541.
 */
export const ORDER_BREAKDOWN_LABELS: Record<keyof TOrderBreakdown, string> = {
  tarifa: 'Tarifa',
  gastoReserva: 'Gasto de reserva',
  gastoAdmin: 'Gasto administrativo',
  iva: 'IVA',
  pais: 'Impuesto país (Ley 27.541)',
  rg4815: 'Impuesto país (Resolución 4815)',
  rg5272: 'Percepción RG 5272',
};

/** The Argentine country taxes: shown apart from the total (spec §9), never to Peru (§7). */
export const COUNTRY_TAX_KEYS = ['pais', 'rg4815', 'rg5272'] as const;

export const ZOrderSummary = z.object({
  title: z.string(),
  product: z.string(),
  dates: z.object({ checkin: ZIsoDate, checkout: ZIsoDate.optional() }),
  // up to 3 rooms of 10 adults and 10 minors (spec §5 occupancy)
  adults: z.number().int().min(0).max(30),
  minors: z.number().int().min(0).max(30),
  currency: ZCurrency,
  breakdown: ZOrderBreakdown,
  total: ZAmount,
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;
