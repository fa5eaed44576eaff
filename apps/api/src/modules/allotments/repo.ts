import { and, asc, eq, gte, inArray, lt, or } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { givingBackTo, takingFrom } from '../../db/inventory';
import { hotelAllotments } from '../../db/schema-hotels';

// The agency's own hotel inventory (hotel_allotments), shared by the three hotel lines: the
// multi-provider cart, Disney hotels and the third provider.

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
    await tx.update(hotelAllotments).set(takingFrom(hotelAllotments, n.count)).where(whereKey(n));
  }
  return true;
}

/** Gives rooms back when a booking failed after taking them. */
export async function releaseAllotments(db: DbOrTx, needs: AllotmentNeed[]): Promise<void> {
  for (const n of mergeNeeds(needs)) {
    await db.update(hotelAllotments).set(givingBackTo(hotelAllotments, n.count)).where(whereKey(n));
  }
}
