import { z } from 'zod';
import { isValidIsoDate } from '../dates';
import { CURRENCIES, type Currency } from '../money';
import { fmt, MESSAGES } from '../messages';

// The cells of a tarifario spreadsheet (issue 17) as a reader finds them: text, a number, an
// Excel date (a Date, or its serial number when the cell has no date format), or nothing. Each
// parser returns the clean value or undefined when the cell cannot mean one.

export type SheetCell = string | number | boolean | Date | null | undefined;

const DAY_MS = 86_400_000;
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30); // serial 1 is 1900-01-01 (Excel's leap-1900 bug included)
const MAX_AMOUNT = 999_999_999.99;

export const isBlankCell = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

const isoOfUtc = (ms: number): string | undefined => {
  const iso = new Date(ms).toISOString().slice(0, 10);
  return isValidIsoDate(iso) ? iso : undefined;
};

/** A date cell: 'YYYY-MM-DD' text, an Excel date (a Date at UTC midnight) or its serial number. */
export const sheetDateOf = (v: unknown): string | undefined => {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? undefined : isoOfUtc(v.getTime());
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v < 1 || v > 2_958_465) return undefined;
    return isoOfUtc(EXCEL_EPOCH_MS + v * DAY_MS);
  }
  if (typeof v === 'string' && isValidIsoDate(v.trim())) return v.trim();
  return undefined;
};

/** A text cell, trimmed; numbers (a room code typed as 101) read as text. */
export const sheetTextOf = (v: unknown): string | undefined => {
  if (isBlankCell(v)) return undefined;
  if (typeof v === 'string') return v.trim();
  if (v instanceof Date) return sheetDateOf(v);
  return typeof v === 'number' || typeof v === 'boolean' ? String(v) : undefined;
};

/** An amount ≥ 0 with at most 2 decimals, as the text the tables keep ('1234.50'). */
export const sheetAmountOf = (v: unknown): string | undefined => {
  const text = typeof v === 'string' ? v.trim() : undefined;
  if (text !== undefined && !/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const n = text !== undefined ? Number(text) : v;
  if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > MAX_AMOUNT) return undefined;
  // a formula's 0.1 + 0.2 is 0.30000000000000004: whole cents within a rounding error pass
  if (Math.abs(n * 100 - Math.round(n * 100)) > 1e-6) return undefined;
  return (Math.round(n * 100) / 100).toFixed(2);
};

/** An integer in [min, max], typed as a number or as its digits. */
export const sheetIntOf =
  (min: number, max: number) =>
  (v: unknown): number | undefined => {
    const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
    return typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };

export const sheetCurrencyOf = (v: unknown): Currency | undefined => {
  const code = sheetTextOf(v)?.toUpperCase();
  return (CURRENCIES as readonly string[]).includes(code ?? '') ? (code as Currency) : undefined;
};

export const boundedText =
  (max: number, test: (s: string) => boolean = () => true) =>
  (v: unknown): string | undefined => {
    const s = sheetTextOf(v);
    return s !== undefined && s.length <= max && test(s) ? s : undefined;
  };

const isWebUrl = (s: string) => /^https?:\/\/\S+$/i.test(s);

type Parse<T> = (v: unknown) => T | undefined;

// Each cell schema reads any cell and hands the clean value to `out` (z.preprocess), so the
// schemas still convert to JSON Schema both ways (schemas.test.ts).

/**
 * A required cell: blank says 'falta el dato' (or is `blank` when given), a value that does not
 * parse says `invalid`.
 */
export const zCell = <T>(parse: Parse<T>, invalid: string, out: z.ZodType<T>, blank?: T) =>
  z.preprocess((v, ctx) => {
    if (isBlankCell(v) && blank !== undefined) return blank;
    const value = isBlankCell(v) ? undefined : parse(v);
    if (value !== undefined) return value;
    ctx.addIssue({ code: 'custom', message: isBlankCell(v) ? MESSAGES.tarifarioSheetRequired : invalid });
    return z.NEVER;
  }, out);

/** An optional cell (its column may be left out): blank is undefined, anything else must parse. */
export const zOptionalCell = <T>(parse: Parse<T>, invalid: string, out: z.ZodType<T>) =>
  z.preprocess((v, ctx) => {
    if (isBlankCell(v)) return undefined;
    const value = parse(v);
    if (value === undefined) ctx.addIssue({ code: 'custom', message: invalid });
    return value;
  }, out.optional());

const tooLong = (max: number) => fmt('tarifarioSheetTooLong', { max });
export const zText = (max: number, parse: Parse<string> = boundedText(max)) =>
  zCell(parse, tooLong(max), z.string());
export const zOptionalText = (max: number) => zOptionalCell(boundedText(max), tooLong(max), z.string());
export const zWebUrl = zOptionalCell(boundedText(300, isWebUrl), MESSAGES.tarifarioSheetUrl, z.string());
export const zImage = zOptionalCell(
  boundedText(300, (s) => isWebUrl(s) || /^\/\S+$/.test(s)),
  MESSAGES.tarifarioSheetImage,
  z.string(),
);
export const zSheetInt = (min: number, max: number, invalid: string) =>
  zCell(sheetIntOf(min, max), invalid, z.number().int().min(min).max(max));
export const zSheetDate = zCell(sheetDateOf, MESSAGES.tarifarioSheetDate, z.string());
export const zSheetAmount = zCell(sheetAmountOf, MESSAGES.tarifarioSheetAmount, z.string());
/** An occupancy's rate: blank (or its column left out) is '0.00', not sold. */
export const zSheetRate = zCell(sheetAmountOf, MESSAGES.tarifarioSheetAmount, z.string(), '0.00');
export const zSheetCurrency = zCell(sheetCurrencyOf, MESSAGES.tarifarioSheetCurrency, z.enum(CURRENCIES));
