import { type IsoDate, parseIsoDate, toIsoDate } from './dates';

// Date and time formats of spec §9. Inputs are 'YYYY-MM-DD'; output never depends on the
// machine's time zone (Intl is asked for UTC on a UTC midnight).
const MONTHS_SHORT = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const parts = (date: IsoDate) => {
  const p = parseIsoDate(date);
  if (!p) throw new RangeError(`Invalid ISO date: ${date}`);
  return {
    y: String(p.y).padStart(4, '0'),
    m: String(p.m).padStart(2, '0'),
    d: String(p.d).padStart(2, '0'),
    p,
  };
};

/** 'DD-MM-YYYY' */
export const formatDdMmYyyy = (date: IsoDate): string => {
  const { y, m, d } = parts(date);
  return `${d}-${m}-${y}`;
};

/** 'YYYY/MM/DD' (the default mask) */
export const formatSlashDate = (date: IsoDate): string => {
  const { y, m, d } = parts(date);
  return `${y}/${m}/${d}`;
};

/** 'MMM DD, YYYY' with Spanish month abbreviations: 'ene 05, 2025' */
export const formatShortDate = (date: IsoDate): string => {
  const { y, d, p } = parts(date);
  return `${MONTHS_SHORT[p.m - 1] ?? ''} ${d}, ${y}`;
};

const utc = (date: IsoDate): Date => {
  const { p } = parts(date);
  return new Date(Date.UTC(p.y, p.m - 1, p.d));
};

// Intl's formatters are made on first use, not when the module loads: a page's first one loads
// the locale's data, 20–40 ms of a phone's main thread (issue 34), and most pages never need them
const onFirstUse = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const longFmt = onFirstUse(() => new Intl.DateTimeFormat('es-AR', { dateStyle: 'full', timeZone: 'UTC' }));
/** Long form: 'domingo, 5 de enero de 2025' */
export const formatLongDate = (date: IsoDate): string => longFmt().format(utc(date));

/**
 * Reads 'YYYY-MM-DD', 'YYYY/MM/DD' or a day first as agents type it: 'DD/MM/YYYY', '1/2/1980',
 * '10.05.80' (issue 11, item 6). A two-digit year is 20YY, or 19YY when that would be after
 * `latestYear` (a birth date is never in the future).
 */
export const parseDisplayDate = (text: string, latestYear?: number): IsoDate | undefined => {
  const t = text.trim();
  const ymd = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(t);
  const dmy = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})$/.exec(t);
  const fullYear = (yy: string) => {
    if (yy.length === 4) return Number(yy);
    const y = 2000 + Number(yy);
    return latestYear !== undefined && y > latestYear ? y - 100 : y;
  };
  const candidate = ymd
    ? toIsoDate({ y: Number(ymd[1]), m: Number(ymd[2]), d: Number(ymd[3]) })
    : dmy
      ? toIsoDate({ y: fullYear(dmy[3]!), m: Number(dmy[2]), d: Number(dmy[1]) })
      : undefined;
  return candidate && parseIsoDate(candidate) ? candidate : undefined;
};

// ---- flights: times are numbers hhmm (spec §3), shown es-AR 12-hour (spec §9)

/** 930 -> true, 2400 -> false, 1260 -> false */
export const isValidHhmm = (hhmm: number): boolean =>
  Number.isInteger(hhmm) && hhmm >= 0 && Math.floor(hhmm / 100) < 24 && hhmm % 100 < 60;

/** 930 -> '09:30' */
export const hhmmToTime = (hhmm: number): string => {
  if (!isValidHhmm(hhmm)) throw new RangeError(`Invalid hhmm time: ${hhmm}`);
  return `${String(Math.floor(hhmm / 100)).padStart(2, '0')}:${String(hhmm % 100).padStart(2, '0')}`;
};

/** '09:30' -> 930 */
export const timeToHhmm = (time: string): number | undefined => {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  return m ? Number(m[1]) * 100 + Number(m[2]) : undefined;
};

const timeFmt = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-AR', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }),
);
const normaliseSpaces = (s: string): string => s.replace(/[\u00a0\u202f]/g, ' ');

/** es-AR 12-hour time: 1545 -> '3:45 p. m.', 5 -> '12:05 a. m.' */
export const formatFlightTime = (hhmm: number): string => {
  if (!isValidHhmm(hhmm)) throw new RangeError(`Invalid hhmm time: ${hhmm}`);
  return normaliseSpaces(
    timeFmt().format(new Date(Date.UTC(2000, 0, 1, Math.floor(hhmm / 100), hhmm % 100))),
  );
};

const flightDateFmt = onFirstUse(
  () =>
    new Intl.DateTimeFormat('es-AR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' }),
);
/** es-AR date: '2025-01-05' -> '05/01/2025' */
export const formatFlightDate = (date: IsoDate): string => flightDateFmt().format(utc(date));

/** '05/01/2025 3:45 p. m.' */
export const formatFlightDateTime = (date: IsoDate, hhmm: number): string =>
  `${formatFlightDate(date)} ${formatFlightTime(hhmm)}`;
