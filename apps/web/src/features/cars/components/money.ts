import { formatMoney, toCents, type Currency } from '@portal/domain/money';

/** The rental total spread over its days, for 'por día'. */
export const perDay = (total: number, days: number, currency: Currency = 'USD') =>
  formatMoney(Math.round(toCents(total) / Math.max(1, days)), currency);
