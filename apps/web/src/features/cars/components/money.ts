import { formatMoney, toCents, type Currency } from '@portal/domain/money';

/** es-AR amount of a rate or charge: 'US$ 1.234,50'. */
export const money = (amount: number, currency: Currency = 'USD') => formatMoney(toCents(amount), currency);

/** The rental total spread over its days, for 'por día'. */
export const perDay = (total: number, days: number, currency: Currency = 'USD') =>
  formatMoney(Math.round(toCents(total) / Math.max(1, days)), currency);
