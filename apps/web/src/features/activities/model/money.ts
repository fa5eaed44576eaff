import { formatMoney, toCents, type Currency } from '@portal/domain/money';

/** es-AR amount: 'US$ 1.234,50'. */
export const money = (amount: number, currency: Currency = 'USD') => formatMoney(toCents(amount), currency);
