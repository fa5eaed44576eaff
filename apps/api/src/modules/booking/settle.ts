import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { idempotencyKeys, reservations } from '../../db/schema';
import type { StoredAnswer } from '../../lib/reply';
import {
  ForbiddenTransition,
  recordOutcome,
  type Reservation,
  type ReservationOutcome,
} from '../reservations/repo';

/** Whose Idempotency-Key answers a booking: the user and the key (none: a row without a key). */
export type KeyOwner = Pick<Reservation, 'userId' | 'idempotencyKey'>;

/** One row's move to the status the supplier (or reconciliation) decided. */
export type RowMove = { id: number; outcome: ReservationOutcome };

export type SettleOptions = {
  /** gives back, in the same transaction, what the rows took from our own inventory */
  giveBack?: (tx: Tx) => Promise<void>;
  /** a row already in the same status with the same code is left as it is (reconciliation was first) */
  acceptSame?: boolean;
};

/** Stores a key's answer (issue 29, item 3: inside the transaction that settles its rows). */
export async function answerKey(
  db: DbOrTx,
  owner: KeyOwner,
  answer: StoredAnswer,
  o: { onlyMissing?: boolean } = {},
) {
  if (owner.idempotencyKey === null) return;
  const where = and(eq(idempotencyKeys.userId, owner.userId), eq(idempotencyKeys.key, owner.idempotencyKey));
  await db
    .update(idempotencyKeys)
    .set({ statusCode: answer.statusCode, response: answer.body as object })
    .where(o.onlyMissing ? and(where, isNull(idempotencyKeys.statusCode)) : where);
}

/**
 * A line without a supplier call (flights on the agency's seat quotas): the row is confirmed
 * with its own code and the key answered inside the transaction that wrote the row and took
 * the inventory, so both commit together or neither does.
 */
export async function confirmInTransaction(
  tx: Tx,
  owner: KeyOwner,
  row: { id: number; code: string; cause: string },
  answer: StoredAnswer,
) {
  await recordOutcome(tx, row.id, { status: 'confirmed', supplierRef: row.code, cause: row.cause });
  await answerKey(tx, owner, answer);
}

async function move(tx: Tx, m: RowMove, acceptSame: boolean) {
  try {
    return await recordOutcome(tx, m.id, m.outcome);
  } catch (err) {
    if (!(acceptSame && err instanceof ForbiddenTransition)) throw err;
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, m.id));
    const same = row?.status === m.outcome.status && row.supplierRef === (m.outcome.supplierRef ?? null);
    if (!same) throw err;
    return row;
  }
}

/**
 * The one way a booking's rows reach a status and its Idempotency-Key its answer: in ONE
 * transaction (issue 29, item 3). A crash or a lost connection in between used to leave a
 * confirmed booking whose key answered 'todavía se está procesando' and then 'no la repita'
 * forever; now both are written or neither (the rows stay pending and reconciliation settles
 * them, answer included). `key` is the key of the call that books (processPendingReservations
 * books rows written under another call's key).
 */
export function settleRows(
  db: Db,
  key: KeyOwner,
  moves: RowMove[],
  answer: StoredAnswer,
  o: SettleOptions = {},
): Promise<Reservation[]> {
  return db.transaction(async (tx) => {
    const rows: Reservation[] = [];
    for (const m of moves) rows.push(await move(tx, m, o.acceptSame ?? false));
    await o.giveBack?.(tx);
    await answerKey(tx, key, answer);
    return rows;
  });
}
