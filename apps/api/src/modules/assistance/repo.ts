import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { assistanceQuotes, type AssistanceQuoteRow } from '../../db/schema-assistance';
import { reservations } from '../../db/schema';
import type { DbOrTx } from '../../db/client';

// The only place with queries of the assistance quotes (db/schema-assistance.ts).

export type NewQuoteRow = typeof assistanceQuotes.$inferInsert;

/** An accepted quote, the agent's; chosen twice at once, the first record stands. */
export const insertQuote = async (db: DbOrTx, row: NewQuoteRow) => {
  await db.insert(assistanceQuotes).values(row).onConflictDoNothing();
};

/** The quote `id` if it is `userId`'s: another agent's quote is as unknown as a missing one. */
export const quoteOf = async (
  db: DbOrTx,
  id: string,
  userId: number,
): Promise<AssistanceQuoteRow | undefined> => {
  const [row] = await db
    .select()
    .from(assistanceQuotes)
    .where(and(eq(assistanceQuotes.id, id), eq(assistanceQuotes.userId, userId)));
  return row;
};

const failedRows = (db: DbOrTx) =>
  db.select({ id: reservations.id }).from(reservations).where(eq(reservations.status, 'failed'));

/** Whether a pre-booking holds the quote (one whose booking failed does not). */
export const quoteInUse = async (db: DbOrTx, row: AssistanceQuoteRow): Promise<boolean> => {
  if (row.reservationId === null) return false;
  const [r] = await db
    .select({ status: reservations.status })
    .from(reservations)
    .where(eq(reservations.id, row.reservationId));
  return r?.status !== 'failed';
};

/**
 * Gives the quote to reservation `reservationId` unless a pre-booking holds it: the row lock
 * of the update makes two pre-bookings of one quote wait for each other, and the second finds it taken.
 */
export const claimQuote = async (tx: DbOrTx, id: string, reservationId: number): Promise<boolean> => {
  const claimed = await tx
    .update(assistanceQuotes)
    .set({ reservationId })
    .where(
      and(
        eq(assistanceQuotes.id, id),
        or(isNull(assistanceQuotes.reservationId), inArray(assistanceQuotes.reservationId, failedRows(tx))),
      ),
    )
    .returning({ id: assistanceQuotes.id });
  return claimed.length === 1;
};
