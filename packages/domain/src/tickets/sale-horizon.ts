import { type Check, OK, fail } from '../common/check';
import { checkTicketDate } from '../dates-calendar';
import { type IsoDate, addDays, daysInMonth, parseIsoDate, toIsoDate } from '../dates';

// Tickets are sold for entry dates up to 18 months ahead (own rule: the parks publish their
// calendars about that far; a date beyond it is a typo, e.g. 9999-12-20).
export const TICKET_SALE_HORIZON_MONTHS = 18;

/** The last entry date on sale: today + 18 months (the month's last day when shorter). */
export const ticketSaleMaxDate = (today: IsoDate): IsoDate => {
  const t = parseIsoDate(today);
  if (!t) throw new RangeError(`Invalid ISO date: ${today}`);
  const months = t.y * 12 + (t.m - 1) + TICKET_SALE_HORIZON_MONTHS;
  const y = Math.floor(months / 12);
  const m = (months % 12) + 1;
  return toIsoDate({ y, m, d: Math.min(t.d, daysInMonth(y, m)) });
};

/** A ticket entry date: valid, not before today (or the valid-from date), not past the horizon. */
export const checkTicketSaleDate = (
  date: string,
  ctx: { today: IsoDate; validFrom?: IsoDate },
  field?: string,
): Check => {
  const base = checkTicketDate(date, ctx, field);
  if (!base.ok) return base;
  return date > ticketSaleMaxDate(ctx.today) ? fail('ticketDateBeyondHorizon', field) : OK;
};

/** Last day a ticket entering on `date` can be used, within its usage window (the booking's checkout). */
export const ticketLastUsageDay = (date: IsoDate, usageWindowDays: number): IsoDate =>
  addDays(date, usageWindowDays - 1);
