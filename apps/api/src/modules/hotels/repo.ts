import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { reservations } from '../../db/schema';
import { releaseAllotments, type AllotmentNeed } from '../allotments/repo';
import { recordOutcome } from '../reservations/repo';

/**
 * Claims the user's hotel reservations waiting for confirmation (spec §4 reservaIdMapping):
 * each id must be his, pending and carry the reference the mapping gave. All or none.
 */
/** The user's hotel rows of these ids, locked until the transaction ends. */
const lockUserHotelRows = (tx: Tx, userId: number, ids: number[]) =>
  tx
    .select()
    .from(reservations)
    .where(
      and(inArray(reservations.id, ids), eq(reservations.userId, userId), eq(reservations.module, 'hotels')),
    )
    .for('update');

export async function claimPendingRows(db: Db, userId: number, mapping: Map<number, string>) {
  return db.transaction(async (tx) => {
    const ids = [...mapping.keys()];
    const rows = await lockUserHotelRows(tx, userId, ids);
    const valid = rows.filter((r) => r.status === 'pending' && r.supplierRef === mapping.get(r.id));
    if (valid.length !== ids.length) return undefined;
    await tx
      .update(reservations)
      .set({ supplierRef: sql`'PROC-' || ${reservations.id}`, updatedAt: sql`now()` })
      .where(inArray(reservations.id, ids));
    return valid.sort((a, b) => a.itemIndex - b.itemIndex);
  });
}

/**
 * The agent declined rooms waiting for acceptance (spec §4 'Esta reserva no es reembolsable'):
 * each must be the user's, pending under the reference the mapping names, or already cancelled
 * (a retry). Their rooms go back in the same transaction: a crash after it leaves no row
 * cancelled with its rooms still taken (reconciliation settles only pending and unknown rows).
 * Returns the rows cancelled now, or 'missing' / 'busy'.
 */
export async function cancelPendingRows(
  db: Db,
  userId: number,
  mapping: Map<number, string>,
  roomsOf: (row: typeof reservations.$inferSelect) => AllotmentNeed[],
) {
  return db.transaction(async (tx) => {
    const ids = [...mapping.keys()];
    const rows = await lockUserHotelRows(tx, userId, ids);
    if (rows.length !== ids.length) return 'missing' as const;
    const waiting = rows.filter((r) => r.status === 'pending' && r.supplierRef === mapping.get(r.id));
    if (waiting.length + rows.filter((r) => r.status === 'cancelled').length !== rows.length)
      return 'busy' as const;
    for (const r of waiting)
      await recordOutcome(tx, r.id, {
        status: 'cancelled',
        cause: 'el agente no aceptó la reserva no reembolsable',
      });
    await releaseAllotments(tx, waiting.flatMap(roomsOf));
    return waiting;
  });
}
