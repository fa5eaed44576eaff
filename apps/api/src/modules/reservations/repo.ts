import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { fromCents, toCents } from '@portal/domain/money';
import { passengerSearchTerms } from '@portal/domain/reservations/reservation-list';
import { statusesBefore, type TReservationStatus } from '@portal/domain/reservations/reservation-status';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { reservationTerms } from '../../db/schema';
import { reservations, reservationStatusHistory, userEntities } from '../../db/schema';
import { takeCredit } from '../credit/service';

/** A row to write: net defaults to the sale less its markup (none: the sale is the net). */
type NewReservation = Omit<typeof reservations.$inferInsert, 'netTotal'> & { netTotal?: string };
export type Reservation = typeof reservations.$inferSelect;
export type ReservationOutcome = {
  status: Exclude<TReservationStatus, 'pending'>;
  supplierRef?: string | null;
  response?: unknown;
  errorMessage?: string | null;
  /** why, for the status history (a default per status otherwise) */
  cause?: string;
  /** the penalty charged for a cancellation (issue 18); null when the supplier refused it */
  cancelPenalty?: string | null;
};

const DEFAULT_CAUSE: Record<ReservationOutcome['status'], string> = {
  confirmed: 'confirmada por el proveedor',
  pre_booked: 'pre-reservada por el proveedor',
  failed: 'el proveedor no la reservó',
  unknown: 'el proveedor no respondió: se verifica con él',
  cancelling: 'cancelación pedida al proveedor',
  cancelled: 'cancelada',
};

/** A status change the domain's state machine forbids: a bug, never written. */
export class ForbiddenTransition extends Error {
  constructor(
    readonly reservationId: number,
    readonly to: TReservationStatus,
  ) {
    super(`reservation ${reservationId} cannot move to ${to} from its current status`);
  }
}

const insertRows = (db: DbOrTx, rows: NewReservation[]) =>
  db
    .insert(reservations)
    .values(
      rows.map((r) => ({
        ...r,
        netTotal:
          r.netTotal ?? fromCents(toCents(Number(r.total)) - toCents(Number(r.markupTotal ?? 0))).toFixed(2),
        searchTerms: passengerSearchTerms(r.passengers as Parameters<typeof passengerSearchTerms>[0]),
        status: 'pending' as const,
        statusCause: 'registrada antes de llamar al proveedor',
      })),
    )
    .returning();

/**
 * Writes the booking before the supplier is called (status pending). Rows for a client entity
 * first take its credit (issue 32, item 2: `credit/service.ts takeCredit`) in the transaction
 * that writes them: a booking past the available credit is refused with 400 and nothing is
 * written, so the supplier is never asked and the Idempotency-Key is released (markWritten()
 * is not reached). Called with the plain database (cars, activities, transfers), it opens that
 * transaction itself. Failures and cancellations need no code to give the credit back: what
 * is used is summed from the rows' statuses.
 */
export const insertPendingReservations = async (db: DbOrTx, rows: NewReservation[]) => {
  if (!rows.some((r) => r.idEntidad !== null && r.idEntidad !== undefined)) return insertRows(db, rows);
  const write = async (tx: Tx) => {
    await takeCredit(tx, rows);
    return insertRows(tx, rows);
  };
  return db instanceof PgTransaction ? write(db) : db.transaction(write);
};

/**
 * Records the supplier's answer on a booking written before the call. The update only matches
 * a row in a status the domain lets move to the new one (one statement, so two writers cannot
 * both pass the check); anything else throws ForbiddenTransition and changes nothing.
 */
export const recordOutcome = async (db: DbOrTx, id: number, { cause, ...outcome }: ReservationOutcome) => {
  const [row] = await db
    .update(reservations)
    .set({
      ...outcome,
      statusCause: cause ?? DEFAULT_CAUSE[outcome.status],
      reconcileLease: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(reservations.id, id), inArray(reservations.status, statusesBefore(outcome.status))))
    .returning();
  if (!row) throw new ForbiddenTransition(id, outcome.status);
  return row;
};

/** Notes on a pending booking what it waits for (spec §4 reservaIdMapping); its status stays. */
export const notePending = async (
  db: DbOrTx,
  id: number,
  note: { supplierRef: string; response: unknown },
) => {
  const [row] = await db
    .update(reservations)
    .set({ ...note, updatedAt: sql`now()` })
    .where(and(eq(reservations.id, id), eq(reservations.status, 'pending')))
    .returning();
  if (!row) throw new ForbiddenTransition(id, 'pending');
  return row;
};

type Owners = {
  userId: typeof reservations.userId | typeof reservationTerms.userId;
  idEntidad: typeof reservations.idEntidad | typeof reservationTerms.idEntidad;
};

/**
 * The reservations a user may see: his own, and for an AS agent those of his entities. On
 * `reservations` by default, or on another table with the same owner columns (Mis reservas'
 * search words).
 */
export const visibleTo = (userId: number, isAgent: boolean, on: Owners = reservations) =>
  !isAgent
    ? eq(on.userId, userId)
    : or(
        eq(on.userId, userId),
        inArray(
          on.idEntidad,
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

/** The status history of a reservation, oldest first (kept by a database trigger). */
export const statusHistory = (db: Db, id: number) =>
  db
    .select()
    .from(reservationStatusHistory)
    .where(eq(reservationStatusHistory.reservationId, id))
    .orderBy(asc(reservationStatusHistory.id));
