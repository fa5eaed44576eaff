// Money (spec §9, docs/decisions.md D-09): integer cents in code, one rounding function,
// es-AR formatting, and parsing of the providers' price objects.
export type Cents = number;
export const CURRENCIES = ['USD', 'ARS'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Rounds half away from zero to `decimals` places without binary drift: the shift is done
 * on the decimal string ('1.005e2' is exactly 100.5), so 1.005 -> 1.01 and 2.675 -> 2.68.
 */
const roundTo = (n: number, decimals: number): number => {
  if (!Number.isFinite(n)) return n;
  const abs = Math.abs(n);
  const text = String(abs);
  const shifted = text.includes('e') ? abs * 10 ** decimals : Number(`${text}e${decimals}`);
  const rounded = Math.round(shifted);
  const back = text.includes('e') ? rounded / 10 ** decimals : Number(`${rounded}e-${decimals}`);
  const signed = n < 0 ? -back : back;
  return signed === 0 ? 0 : signed; // never -0
};

/** The one rounding of amounts: 2 decimals, half away from zero (spec §9). */
export const round2 = (n: number): number => roundTo(n, 2);

/** Rounds a fractional number of cents to whole cents, half away from zero. */
export const roundCents = (n: number): Cents => roundTo(n, 0);

/** Decimal amount (e.g. 12.345) to integer cents (1235). */
export const toCents = (amount: number): Cents => {
  const cents = Math.round(round2(amount) * 100);
  return cents === 0 ? 0 : cents; // never -0; NaN stays NaN
};

/** Integer cents to a decimal amount with 2 decimals. */
export const fromCents = (cents: Cents): number => round2(cents / 100);

export const sumCents = (values: readonly (Cents | undefined)[]): Cents =>
  values.reduce<number>((acc, v) => acc + (v ?? 0), 0);

/** `cents × factor` (quantities, rates), rounded once to whole cents. */
export const mulCents = (cents: Cents, factor: number): Cents => roundCents(cents * factor);

/** `percent` percent of `cents`, rounded once to whole cents: percentOf(103500, 2.2) = 2277. */
export const percentOf = (cents: Cents, percent: number): Cents => roundCents((cents * percent) / 100);

const formatters = new Map<string, Intl.NumberFormat>();
const intlMoney = (amount: number, currency: string): string => {
  let f = formatters.get(currency);
  if (!f) {
    f = new Intl.NumberFormat('es-AR', { style: 'currency', currency });
    formatters.set(currency, f);
  }
  return f.format(amount);
};

// es-AR's symbols, and the no-break space Intl puts after them
const SYMBOLS: Partial<Record<string, string>> = { USD: 'US$', ARS: '$' };
// beyond this a number's text is no longer its digits (1e21), and cents lose their precision
const WRITTEN_OUT_BELOW = 1e13;

/**
 * es-AR currency text: formatMoney(123450, 'USD') = 'US$ 1.234,50', ARS '$ 1.234,50', the same
 * text as `Intl.NumberFormat('es-AR', { style: 'currency' })`. USD and ARS are written out: a
 * page's first Intl formatter loads the locale's data, 20–40 ms of a phone's main thread at 1×
 * (issue 34), and every results card shows a price. Any other currency, or an amount beyond
 * reason, goes to Intl.
 */
export const formatMoney = (cents: Cents, currency: Currency): string => {
  const amount = fromCents(cents);
  const symbol = SYMBOLS[currency];
  if (symbol === undefined || !(Math.abs(amount) < WRITTEN_OUT_BELOW)) return intlMoney(amount, currency);
  const hundredths = Math.round(Math.abs(amount) * 100);
  const units = String(Math.floor(hundredths / 100)).replace(/\B(?=(\d{3})+$)/g, '.');
  const text = `${symbol}\u00a0${units},${String(hundredths % 100).padStart(2, '0')}`;
  return amount < 0 ? `-${text}` : text;
};

const PLAIN = /^[-+]?\d+(\.\d+)?$/; // 1234.56
const ES_AR = /^[-+]?\d{1,3}(\.\d{3})*(,\d+)?$|^[-+]?\d+,\d+$/; // 1.234,56 or 1234,56

/** Provider amounts arrive as numbers or strings ('1234.56', '1.234,56'); undefined if not a number. */
export const parseAmount = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().replace(/^(US\$|U\$S|\$)\s*/, '');
  if (PLAIN.test(text)) return Number(text);
  if (ES_AR.test(text)) return Number(text.replace(/\./g, '').replace(',', '.'));
  return undefined;
};

export const parseCents = (value: unknown): Cents | undefined => {
  const amount = parseAmount(value);
  return amount === undefined ? undefined : toCents(amount);
};
