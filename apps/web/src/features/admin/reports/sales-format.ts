import { formatMoney, toCents, type Currency } from '@portal/domain/money';

// How the report's figures read on screen (es-AR): amounts with their currency, counts with
// thousands separators, the margin with two decimals and a percent sign.

export const money = (amount: number, currency: Currency) => formatMoney(toCents(amount), currency);

export const count = (n: number) => n.toLocaleString('es-AR');

export const percent = (pct: number) =>
  `${pct.toLocaleString('es-AR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;
