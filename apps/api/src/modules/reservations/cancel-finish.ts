import { formatMoney, toCents, type TReservation } from '@portal/domain';
import type { Db } from '../../db/client';
import { SupplierError } from '../../suppliers/core';
import type { Canceller } from './cancel-service';
import { recordOutcome, statusHistory, type Reservation } from './repo';

export type CancelEnd = 'cancelled' | 'refused' | 'unsettled';

/** What the agent reads in the history: who cancelled and the penalty recorded with the mark. */
const cancelledCause = (row: Reservation, by: string) =>
  `${by}; penalidad ${formatMoney(toCents(Number(row.cancelPenalty ?? 0)), row.currency as TReservation['currency'])}`;

/**
 * Ends a cancellation whose row is marked `cancelling` (the penalty recorded on it): asks the
 * supplier to cancel (idempotent: a second call after a lost answer is harmless), then records
 * the row cancelled and gives back our inventory in one transaction. A refusal puts the row
 * back in `before`; a supplier that did not answer leaves the mark for reconciliation.
 */
export async function finishCancellation(
  db: Db,
  cancel: Canceller,
  row: Reservation,
  o: { before: 'confirmed' | 'pre_booked'; by: string },
): Promise<CancelEnd> {
  try {
    await cancel.atSupplier(row);
  } catch (err) {
    if (!(err instanceof SupplierError)) throw err;
    if (err.fault !== 'rejected') return 'unsettled';
    await recordOutcome(db, row.id, {
      status: o.before,
      cancelPenalty: null,
      cause: `el proveedor no aceptó la cancelación (${err.message})`,
    });
    return 'refused';
  }
  await db.transaction(async (tx) => {
    await recordOutcome(tx, row.id, { status: 'cancelled', cause: cancelledCause(row, o.by) });
    await cancel.giveBack?.(tx, row);
  });
  cancel.after?.();
  return 'cancelled';
}

/** The status a `cancelling` row had before its mark (its history's last move into it). */
const statusBeforeMark = async (db: Db, id: number) => {
  const history = await statusHistory(db, id);
  const mark = history.findLast((h) => h.toStatus === 'cancelling');
  return mark?.fromStatus === 'pre_booked' ? 'pre_booked' : 'confirmed';
};

/**
 * Reconciliation of cancellations a crash or a silent supplier left marked: each is asked of
 * its supplier again and ends cancelled or, refused, back where it was. A module without a
 * canceller (never marked) is skipped; a silent supplier keeps the mark for the next pass.
 */
export const settleCancellations =
  (db: Db, cancellers: Record<string, Canceller>) =>
  async (rows: Reservation[]): Promise<void> => {
    for (const row of rows) {
      const cancel = cancellers[row.module];
      if (!cancel) continue;
      const before = await statusBeforeMark(db, row.id);
      await finishCancellation(db, cancel, row, {
        before,
        by: 'cancelada; confirmada con el proveedor por la conciliación',
      });
    }
  };
