import { type Check, OK, fail } from '../common/check';
import { checkTicketDate, saleMaxDate } from '../dates-calendar';
import { type IsoDate, addDays } from '../dates';

/** A ticket entry date: valid, not before today (or the valid-from date), not past the sale horizon. */
export const checkTicketSaleDate = (
  date: string,
  ctx: { today: IsoDate; validFrom?: IsoDate },
  field?: string,
): Check => {
  const base = checkTicketDate(date, ctx, field);
  if (!base.ok) return base;
  return date > saleMaxDate(ctx.today) ? fail('ticketDateBeyondHorizon', field) : OK;
};

/** Last day a ticket entering on `date` can be used, within its usage window (the booking's checkout). */
export const ticketLastUsageDay = (date: IsoDate, usageWindowDays: number): IsoDate =>
  addDays(date, usageWindowDays - 1);
