import { type Check, OK, fail } from './common/check';
import {
  type IsoDate,
  addDays,
  daysInMonth,
  isValidIsoDate,
  maxIsoDate,
  nightCount,
  parseIsoDate,
  toIsoDate,
} from './dates';

// Calendar rules (spec §5, §6, §9).
export const NON_AS_LEAD_DAYS = 9; // spec §9: non-AS users book 9 or more days ahead
// Every product is sold for dates up to 18 months ahead (own rule: suppliers publish their
// calendars about that far; a date beyond it is a typo, e.g. 9999-12-20).
export const SALE_HORIZON_MONTHS = 18;

/** The last date on sale: today + 18 months (the month's last day when shorter). */
export const saleMaxDate = (today: IsoDate): IsoDate => {
  const t = parseIsoDate(today);
  if (!t) throw new RangeError(`Invalid ISO date: ${today}`);
  const months = t.y * 12 + (t.m - 1) + SALE_HORIZON_MONTHS;
  const y = Math.floor(months / 12);
  const m = (months % 12) + 1;
  return toIsoDate({ y, m, d: Math.min(t.d, daysInMonth(y, m)) });
};

/** The longest hotel stay the suppliers price (message 'stayTooLong'). */
export const MAX_STAY_NIGHTS = 30;

type CalendarContext = {
  today: IsoDate;
  isAgenteAS: boolean;
  /** start date of the calendar (e.g. the check-in when picking the check-out) */
  startDate?: IsoDate;
};

/**
 * First selectable booking date. AS agents: the start date, or today (never in the past).
 * Others: 9 or more days after today (today + 9 is the first allowed day).
 */
export const calendarMinDate = ({ today, isAgenteAS, startDate }: CalendarContext): IsoDate => {
  const floor = isAgenteAS ? today : addDays(today, NON_AS_LEAD_DAYS);
  return startDate ? maxIsoDate(floor, startDate) : floor;
};

/** Server-side guard of the booking calendar. */
export const checkBookingDate = (date: string, ctx: CalendarContext, field?: string): Check => {
  if (!isValidIsoDate(date)) return fail('invalidDate', field);
  if (date < ctx.today) return fail('dateBeforeToday', field);
  if (date < calendarMinDate({ ...ctx, startDate: undefined })) return fail('leadTimeNonAS', field);
  if (ctx.startDate && date < ctx.startDate) return fail('dateBeforeStart', field);
  return OK;
};

/** Check-in/check-out pair: check-in obeys the booking calendar, check-out is after check-in. */
export const checkStayRange = (
  range: { checkin: string; checkout: string },
  ctx: Omit<CalendarContext, 'startDate'>,
): Check => {
  if (!isValidIsoDate(range.checkin)) return fail('invalidDate', 'checkin');
  if (!isValidIsoDate(range.checkout)) return fail('invalidDate', 'checkout');
  const checkin = checkBookingDate(range.checkin, ctx, 'checkin');
  if (!checkin.ok) return checkin.key === 'dateBeforeToday' ? fail('checkinBeforeToday', 'checkin') : checkin;
  if (range.checkin > saleMaxDate(ctx.today)) return fail('checkinBeyondHorizon', 'checkin');
  if (range.checkout <= range.checkin) return fail('checkoutNotAfterCheckin', 'checkout');
  if (nightCount(range.checkin, range.checkout) > MAX_STAY_NIGHTS) return fail('stayTooLong', 'checkout');
  return OK;
};

/** Ticket (and other product) calendars: from today, or from the valid-from date if later (spec §5). */
export const ticketCalendarMinDate = ({
  today,
  validFrom,
}: {
  today: IsoDate;
  validFrom?: IsoDate;
}): IsoDate => (validFrom ? maxIsoDate(today, validFrom) : today);

export const checkTicketDate = (
  date: string,
  ctx: { today: IsoDate; validFrom?: IsoDate },
  field?: string,
): Check => {
  if (!isValidIsoDate(date)) return fail('invalidDate', field);
  if (date < ctx.today) return fail('dateBeforeToday', field);
  if (ctx.validFrom && date < ctx.validFrom) return fail('dateBeforeValidFrom', field);
  return OK;
};

/** Time slots every 30 minutes, 00:00 to 23:30 (spec §3). */
export const TIME_SLOTS: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
);
