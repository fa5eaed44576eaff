// Business dates are plain 'YYYY-MM-DD' strings (docs/decisions.md D-10); arithmetic is done
// in UTC so the machine's time zone never shifts a day. "today" is always a parameter.
export type IsoDate = string;

export const TZ_AGENCY = 'America/Argentina/Buenos_Aires';
const DAY_MS = 86_400_000;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

type DateParts = { y: number; m: number; d: number };

export const parseIsoDate = (date: string): DateParts | undefined => {
  const m = ISO.exec(date);
  if (!m) return undefined;
  const parts = { y: Number(m[1]), m: Number(m[2]), d: Number(m[3]) };
  if (parts.m < 1 || parts.m > 12 || parts.d < 1 || parts.d > daysInMonth(parts.y, parts.m)) return undefined;
  return parts;
};

export const isValidIsoDate = (date: unknown): date is IsoDate =>
  typeof date === 'string' && parseIsoDate(date) !== undefined;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

export const toIsoDate = ({ y, m, d }: DateParts): IsoDate => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

const mustParse = (date: string): DateParts => {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid ISO date: ${date}`);
  return parts;
};

const toUtcMs = (date: string): number => {
  const { y, m, d } = mustParse(date);
  return Date.UTC(y, m - 1, d);
};

const fromUtcMs = (ms: number): IsoDate => {
  const dt = new Date(ms);
  return toIsoDate({ y: dt.getUTCFullYear(), m: dt.getUTCMonth() + 1, d: dt.getUTCDate() });
};

/** The agency's calendar day at instant `now` (spec §9 TZ_AGENCY), via Intl. */
// Building a formatter costs far more than using one; "today" is asked on every request.
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatter = (tz: string) => {
  let f = dayFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(tz, f);
  }
  return f;
};

export const agencyToday = (now: Date, tz: string = TZ_AGENCY): IsoDate => {
  const parts = dayFormatter(tz).formatToParts(now);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
  return toIsoDate({ y: get('year'), m: get('month'), d: get('day') });
};

export const addDays = (date: IsoDate, days: number): IsoDate => fromUtcMs(toUtcMs(date) + days * DAY_MS);

/** Shifts by whole years; 29 February becomes 28 February in a common year. */
export const addYears = (date: IsoDate, years: number): IsoDate => {
  const { y, m, d } = mustParse(date);
  const year = y + years;
  return toIsoDate({ y: year, m, d: Math.min(d, daysInMonth(year, m)) });
};

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export const diffDays = (to: IsoDate, from: IsoDate): number =>
  Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);

export const maxIsoDate = (a: IsoDate, b: IsoDate): IsoDate => (a >= b ? a : b);

const toInstantMs = (value: string): number =>
  ISO.test(value) ? toUtcMs(value) : Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`);

/**
 * Nights between check-in and check-out: the ceiling of the day difference (spec §9).
 * Accepts 'YYYY-MM-DD' or date-times (read as UTC when they carry no offset).
 */
/** The nights of a stay: check-in up to the day before check-out. */
export const stayNights = (checkin: IsoDate, checkout: IsoDate): IsoDate[] =>
  Array.from({ length: Math.max(0, diffDays(checkout, checkin)) }, (_, i) => addDays(checkin, i));

export const nightCount = (checkin: string, checkout: string): number => {
  const nights = Math.ceil((toInstantMs(checkout) - toInstantMs(checkin)) / DAY_MS);
  return nights === 0 ? 0 : nights;
};
