import { formatDdMmYyyy } from '@portal/domain/dates-format';
import { toCents, type Currency } from '@portal/domain/money';
import {
  COUNTRY_TAX_KEYS,
  ORDER_BREAKDOWN_LABELS,
  type TOrderBreakdown,
  type TOrderSummary,
} from '@portal/domain/orders/order-summary';
import { breakdownToAmounts, type BreakdownCents } from '@portal/domain/pricing/summary';

// The order summary of spec §3. Amounts come from the domain pricing (ticketOrderBreakdown,
// hotelCartBreakdown, productOrderBreakdown...), never computed here.

export const BREAKDOWN_LABELS = ORDER_BREAKDOWN_LABELS;

/** Lines in the total; country taxes are shown on their own, outside it (spec §9). */
const IN_TOTAL = ['tarifa', 'gastoReserva', 'gastoAdmin', 'iva'] as const;
const SEPARATE = COUNTRY_TAX_KEYS;

export type TSummaryLine = { key: keyof TOrderBreakdown; label: string; cents: number };

/** A product's own names for lines whose content differs (hotels fold the administrative fee into IVA). */
export type TSummaryLabels = Partial<Record<keyof TOrderBreakdown, string>>;

const linesOf = (
  b: TOrderBreakdown,
  keys: readonly (keyof TOrderBreakdown)[],
  labels: TSummaryLabels,
): TSummaryLine[] =>
  keys
    .map((key) => ({ key, label: labels[key] ?? BREAKDOWN_LABELS[key], cents: toCents(b[key]) }))
    .filter((line) => line.cents !== 0);

/**
 * Non-zero lines: those that add up to the total, and the separately shown taxes, which are
 * Argentine and not shown to a Peruvian agency (`countryTaxes` false; spec §7).
 */
export const summaryLines = (b: TOrderBreakdown, labels: TSummaryLabels = {}, countryTaxes = true) => ({
  inTotal: linesOf(b, IN_TOTAL, labels),
  separate: countryTaxes ? linesOf(b, SEPARATE, labels) : [],
});

export const summaryDates = (dates: TOrderSummary['dates']): string =>
  dates.checkout
    ? `${formatDdMmYyyy(dates.checkin)} al ${formatDdMmYyyy(dates.checkout)}`
    : formatDdMmYyyy(dates.checkin);

/** Builds the summary from a domain breakdown in cents. */
export const toOrderSummary = (
  meta: Omit<TOrderSummary, 'breakdown' | 'total' | 'currency'> & { currency: Currency },
  cents: BreakdownCents,
): TOrderSummary => {
  const { total, ...breakdown } = breakdownToAmounts(cents);
  return { ...meta, breakdown, total };
};
