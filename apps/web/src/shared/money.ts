import { formatMoney, toCents, type Currency } from '@portal/domain/money';

// The providers' amounts come in currency units (1234.5) while the domain formats cents: the
// one conversion every product's cards and dialogs write a price with.
/** es-AR amount of a provider's price: money(1234.5) = 'US$ 1.234,50'. */
export const money = (amount: number, currency: Currency = 'USD'): string =>
  formatMoney(toCents(amount), currency);
