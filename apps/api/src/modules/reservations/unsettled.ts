import { and, asc, eq, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys, reservations } from '../../db/schema';
import type { Reservation } from './repo';

export const UNSETTLED_STATUSES = ['pending', 'unknown', 'cancelling'] as const;

const ms = (n: number) => sql`now() - ${n} * interval '1 millisecond'`;

/**
 * Claims up to `limit` reservations nobody settled: `pending` (the process died between writing
 * it and recording the supplier's answer), `unknown` (the supplier did not say) or `cancelling`
 * (a cancellation the supplier may or may not have done), untouched for
 * `graceMs`. Rows waiting for the agent's confirmation (PEND-…) are left alone until
 * `awaitingMs`. Each row is leased for `leaseMs` (`for update skip locked`), so several API
 * processes share the work without settling a row twice.
 */
export async function claimUnsettled(
  db: Db,
  o: { graceMs: number; awaitingMs: number; leaseMs: number; limit: number },
): Promise<Reservation[]> {
  const awaiting = sql`(${reservations.status} = 'pending' and coalesce(${reservations.supplierRef}, '') like 'PEND-%')`;
  const due = db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        inArray(reservations.status, UNSETTLED_STATUSES),
        lt(reservations.updatedAt, ms(o.graceMs)),
        or(not(awaiting), lt(reservations.updatedAt, ms(o.awaitingMs))),
        or(isNull(reservations.reconcileLease), lt(reservations.reconcileLease, sql`now()`)),
      ),
    )
    .orderBy(asc(reservations.id))
    .limit(o.limit)
    .for('update', { skipLocked: true });
  return db
    .update(reservations)
    .set({ reconcileLease: sql`now() + ${o.leaseMs} * interval '1 millisecond'` })
    .where(inArray(reservations.id, due))
    .returning();
}

/** The other rows booked under the same Idempotency-Key (a hotel cart), in cart order. */
export const rowsOfKey = (db: Db, row: Pick<Reservation, 'userId' | 'idempotencyKey'>) =>
  row.idempotencyKey === null
    ? Promise.resolve([])
    : db
        .select()
        .from(reservations)
        .where(and(eq(reservations.userId, row.userId), eq(reservations.idempotencyKey, row.idempotencyKey)))
        .orderBy(asc(reservations.itemIndex));

/**
 * Claims of a key whose call died before writing any reservation (a crash during the checks)
 * are released after `staleMs`: the key answered 'still processing' and a retry may now book.
 */
export async function releaseDeadClaims(db: Db, staleMs: number) {
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        isNull(idempotencyKeys.statusCode),
        lt(idempotencyKeys.createdAt, ms(staleMs)),
        not(
          sql`exists (select 1 from ${reservations} r where r.user_id = ${idempotencyKeys.userId} and r.idempotency_key = ${idempotencyKeys.key})`,
        ),
      ),
    );
}
