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

/** The agency's today (the domain caches the time-zone formatter, so this is cheap). */
export const todayOf = (ctx: TicketsContext): IsoDate => agencyToday(ctx.now?.() ?? new Date(), ctx.tzAgency);

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
