import { toCents, type Cents } from '../money';
import { FLIGHT_SURCHARGE_PERCENT } from '../pricing/fees';
import { COUNTRY_TAX_KEYS, ORDER_BREAKDOWN_LABELS, type TOrderBreakdown } from './order-summary';

// issue 29, item 15: one breakdown, one set of labels, on every screen that shows a booking's
// amounts (the form's order summary, the hotel cart, resumen, Mis reservas, the PDF voucher).
// Each of them renders the lines given here; none names a line itself.

/** The lines that add up to the total (spec §3, §9). */
export const IN_TOTAL_KEYS = ['tarifa', 'gastoReserva', 'gastoAdmin', 'iva'] as const;

/**
 * A flight's gastoAdmin line holds spec §9's 2.2 % surcharge on fare × adults + 35
 * (pricing/flights.ts), not an administrative expense: it is named for what it is.
 */
export const FLIGHT_SURCHARGE_LABEL = `Recargo ${String(FLIGHT_SURCHARGE_PERCENT).replace('.', ',')} %`;

/** What a product's breakdown lines are called ('flights' is both the module and form-pax's q). */
export const breakdownLabelsOf = (product?: string): Record<keyof TOrderBreakdown, string> =>
  product === 'flights'
    ? { ...ORDER_BREAKDOWN_LABELS, gastoAdmin: FLIGHT_SURCHARGE_LABEL }
    : ORDER_BREAKDOWN_LABELS;

export type TBreakdownLine = { key: keyof TOrderBreakdown; label: string; cents: Cents };

const linesOf = (
  b: TOrderBreakdown,
  keys: readonly (keyof TOrderBreakdown)[],
  labels: Record<keyof TOrderBreakdown, string>,
): TBreakdownLine[] =>
  keys.map((key) => ({ key, label: labels[key], cents: toCents(b[key]) })).filter((line) => line.cents !== 0);

/**
 * The non-zero lines of a breakdown: those in the total, then the Argentine country taxes,
 * shown apart from it (spec §9) and not to an agency in Peru (`countryTaxes` false, spec §7).
 */
export const breakdownLines = (
  b: TOrderBreakdown,
  o: { product?: string; countryTaxes?: boolean } = {},
): { inTotal: TBreakdownLine[]; separate: TBreakdownLine[] } => {
  const labels = breakdownLabelsOf(o.product);
  return {
    inTotal: linesOf(b, IN_TOTAL_KEYS, labels),
    separate: o.countryTaxes === false ? [] : linesOf(b, COUNTRY_TAX_KEYS, labels),
  };
};
