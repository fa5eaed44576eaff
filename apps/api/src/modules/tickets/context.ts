import type { FastifyBaseLogger } from 'fastify';
import { agencyToday, type Check, type IsoDate } from '@portal/domain';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../errors';
import { SupplierError } from '../../suppliers/core';
import type { TicketSuppliers } from '../../suppliers/tickets';

/** What the ticket services need; tests and the bench build it with their own suppliers. */
export type TicketsContext = {
  db: Db;
  suppliers: TicketSuppliers;
  tzAgency: string;
  now?: () => Date;
  /** where a booking the database could not record is reported (the app's logger) */
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

// agencyToday builds an Intl formatter per call (~0.1 ms); a search asks for today on every
// request, so the answer is kept for one second.
let cached: { tz: string; at: number; today: IsoDate } | undefined;

export const todayOf = (ctx: TicketsContext): IsoDate => {
  const now = ctx.now?.() ?? new Date();
  const at = now.getTime();
  if (cached && cached.tz === ctx.tzAgency && at >= cached.at && at - cached.at < 1000) return cached.today;
  cached = { tz: ctx.tzAgency, at, today: agencyToday(now, ctx.tzAgency) };
  return cached.today;
};

/** A failed domain rule becomes 400 with its Spanish message (ARCHITECTURE "Security"). */
export const must = (check: Check, prefix?: string): void => {
  if (check.ok) return;
  const field = check.field ? (prefix ? `${prefix}.${check.field}` : check.field) : prefix;
  throw badRequest(check.message, field ? [{ field, message: check.message }] : undefined);
};

/** A supplier that fails or times out answers 502 with the spec §8 text, never a hang or a 500. */
export async function fromSupplier<T>(call: Promise<T>, message: string): Promise<T> {
  try {
    return await call;
  } catch (err) {
    if (err instanceof SupplierError)
      throw new AppError(502, message, { supplier: err.supplier, fault: err.fault });
    throw err;
  }
}
