import { and, asc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { reservations } from '../../db/schema';
import { hotelAllotments } from '../../db/schema-hotels';
import { recordOutcome } from '../reservations/repo';

/** One room type on one night, and how many rooms a booking takes of it. */
export type AllotmentNeed = {
  supplier: string;
  hotelId: string;
  roomCode: string;
  night: string;
  count: number;
  initial: number;
};

const keyOf = (n: Pick<AllotmentNeed, 'supplier' | 'hotelId' | 'roomCode' | 'night'>) =>
  `${n.supplier}|${n.hotelId}|${n.roomCode}|${n.night}`;

const whereKey = (n: AllotmentNeed) =>
  and(
    eq(hotelAllotments.supplier, n.supplier),
    eq(hotelAllotments.hotelId, n.hotelId),
    eq(hotelAllotments.roomCode, n.roomCode),
    eq(hotelAllotments.night, n.night),
  );

/** Rooms left of the hotels' room types over the nights [from, to), where a booking touched them. */
export async function remainingRooms(db: Db, hotelIds: string[], from: string, to: string) {
  if (hotelIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      supplier: hotelAllotments.supplier,
      hotelId: hotelAllotments.hotelId,
      roomCode: hotelAllotments.roomCode,
      night: hotelAllotments.night,
      remaining: hotelAllotments.remaining,
    })
    .from(hotelAllotments)
    .where(
      and(
        inArray(hotelAllotments.hotelId, hotelIds),
        gte(hotelAllotments.night, from),
        lt(hotelAllotments.night, to),
      ),
    );
  return new Map(rows.map((r) => [keyOf(r), r.remaining]));
}

/** Adds up the needs of the same room type and night (two rooms of one type in a cart). */
const mergeNeeds = (needs: AllotmentNeed[]): AllotmentNeed[] => {
  const merged = new Map<string, AllotmentNeed>();
  for (const n of needs) {
    const seen = merged.get(keyOf(n));
    merged.set(keyOf(n), seen ? { ...seen, count: seen.count + n.count } : { ...n });
  }
  return [...merged.values()].sort((a, b) => keyOf(a).localeCompare(keyOf(b)));
};

/**
 * Takes the rooms inside the booking transaction: rows are created with the supplier's
 * initial allotment, then locked (`for update`, in key order so two carts never deadlock) and
 * decremented. False, with nothing taken, when a night has too few rooms left.
 */
export async function takeAllotments(tx: Tx, needs: AllotmentNeed[]): Promise<boolean> {
  const merged = mergeNeeds(needs);
  if (merged.length === 0) return true;
  await tx
    .insert(hotelAllotments)
    .values(merged.map(({ count: _c, ...n }) => ({ ...n, remaining: n.initial })))
    .onConflictDoNothing();
  const locked = await tx
    .select()
    .from(hotelAllotments)
    .where(or(...merged.map(whereKey)))
    .orderBy(
      asc(hotelAllotments.supplier),
      asc(hotelAllotments.hotelId),
      asc(hotelAllotments.roomCode),
      asc(hotelAllotments.night),
    )
    .for('update');
  const left = new Map(locked.map((r) => [keyOf(r), r.remaining]));
  if (merged.some((n) => (left.get(keyOf(n)) ?? 0) < n.count)) return false;
  for (const n of merged) {
    await tx
      .update(hotelAllotments)
      .set({ remaining: sql`${hotelAllotments.remaining} - ${n.count}`, updatedAt: sql`now()` })
      .where(whereKey(n));
  }
  return true;
}

/** Gives rooms back when a booking failed after taking them. */
export async function releaseAllotments(db: DbOrTx, needs: AllotmentNeed[]): Promise<void> {
  for (const n of mergeNeeds(needs)) {
    await db
      .update(hotelAllotments)
      .set({
        remaining: sql`least(${hotelAllotments.initial}, ${hotelAllotments.remaining} + ${n.count})`,
        updatedAt: sql`now()`,
      })
      .where(whereKey(n));
  }
}

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
