import { addDays, type IsoDate } from '@portal/domain';

// Orlando and Anaheim demand as Argentine agencies sell it: high in the southern summer
// holidays (15 Dec–10 Jan), all of July (winter holidays) and the Easter weeks; mid in June,
// August and 20 Nov–14 Dec; low otherwise.
type Season = 'low' | 'mid' | 'high';
export const SEASON_FACTOR: Record<Season, number> = { low: 1, mid: 1.12, high: 1.3 };

/** Easter Sunday (anonymous Gregorian algorithm). */
export const easterSunday = (year: number): IsoDate => {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

export const seasonOf = (date: IsoDate): Season => {
  const md = date.slice(5);
  if (md >= '12-15' || md <= '01-10' || md.startsWith('07')) return 'high';
  const easter = easterSunday(Number(date.slice(0, 4)));
  if (date >= addDays(easter, -7) && date <= addDays(easter, 7)) return 'high';
  if (md.startsWith('06') || md.startsWith('08') || (md >= '11-20' && md <= '12-14')) return 'mid';
  return 'low';
};

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: IsoDate): number => new Date(`${date}T00:00:00Z`).getUTCDay();

export const isWeekend = (date: IsoDate): boolean => [0, 5, 6].includes(weekdayOf(date));
