import { formatDdMmYyyy } from '@portal/domain/dates-format';
import type { Currency } from '@portal/domain/money';
import { breakdownLines } from '@portal/domain/orders/breakdown-lines';
import type { TOrderBreakdown, TOrderSummary } from '@portal/domain/orders/order-summary';
import { breakdownToAmounts, type BreakdownCents } from '@portal/domain/pricing/summary';

// The order summary of spec §3. Amounts come from the domain pricing (ticketOrderBreakdown,
// hotelCartBreakdown, productOrderBreakdown...), never computed here.

/**
 * The domain's non-zero lines (orders/breakdown-lines.ts, the same on every screen and the
 * voucher: issue 29, item 15) of a product ('flights': its surcharge line), without the country
 * taxes for a Peruvian agency (`countryTaxes` false; spec §7).
 */
export const summaryLines = (b: TOrderBreakdown, product?: string, countryTaxes = true) =>
  breakdownLines(b, { product, countryTaxes });

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
