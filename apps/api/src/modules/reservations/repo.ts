import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { reservations, userEntities } from '../../db/schema';

export type NewReservation = typeof reservations.$inferInsert;
export type Reservation = typeof reservations.$inferSelect;
export type ReservationOutcome = {
  status: 'confirmed' | 'pre_booked' | 'failed' | 'pending' | 'cancelled';
  supplierRef?: string | null;
  response?: unknown;
  errorMessage?: string | null;
};

/** Writes the booking before the supplier is called (status pending). */
export const insertPendingReservations = async (db: Db | Tx, rows: NewReservation[]) =>
  db
    .insert(reservations)
    .values(rows.map((r) => ({ ...r, status: 'pending' as const })))
    .returning();

/** Records the supplier's answer on a booking written before the call. */
export const recordOutcome = async (db: Db, id: number, outcome: ReservationOutcome) => {
  const [row] = await db
    .update(reservations)
    .set({ ...outcome, updatedAt: sql`now()` })
    .where(eq(reservations.id, id))
    .returning();
  return row!;
};

/** The reservations a user may see: his own, and for an AS agent those of his entities. */
const visibleTo = (userId: number, isAgent: boolean) =>
  !isAgent
    ? eq(reservations.userId, userId)
    : or(
        eq(reservations.userId, userId),
        inArray(
          reservations.idEntidad,
          sql`(select ${userEntities.idEntidad} from ${userEntities} where ${userEntities.userId} = ${userId})`,
        ),
      );

export const findVisibleReservation = async (db: Db, id: number, userId: number, isAgent: boolean) => {
  const [row] = await db
    .select()
    .from(reservations)
    .where(and(eq(reservations.id, id), visibleTo(userId, isAgent)))
    .limit(1);
  return row;
};

export const listVisibleReservations = (db: Db, userId: number, isAgent: boolean, limit = 50) =>
  db
    .select()
    .from(reservations)
    .where(visibleTo(userId, isAgent))
    .orderBy(desc(reservations.id))
    .limit(limit);
