import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { givingBackTo, takingFrom } from '../../db/inventory';
import { ticketEventPlaces } from '../../db/schema-tickets';

/** One event of a ticket supplier and the places a booking takes of it. */
export type EventPlaces = {
  supplier: string;
  programId: string;
  eventDateTime: string;
  /** the supplier's capacity for the event, the row's `initial` when it is first booked */
  initial: number;
  quantity: number;
};

/** The event places a pre-booking took, kept with its request (book-service.ts); none for other tickets. */
export const eventPlacesOf = (row: { request: unknown }): EventPlaces | undefined =>
  (row.request as { eventPlaces?: EventPlaces } | null)?.eventPlaces;

const whereEvent = (e: Pick<EventPlaces, 'supplier' | 'programId' | 'eventDateTime'>) =>
  and(
    eq(ticketEventPlaces.supplier, e.supplier),
    eq(ticketEventPlaces.programId, e.programId),
    eq(ticketEventPlaces.eventDateTime, e.eventDateTime),
  );

/**
 * Takes the places inside the booking transaction: the row is created with the supplier's
 * capacity, then decremented only if enough are left (the update locks the row, so two
 * bookings can never both take the last places). False, with nothing taken, when too few.
 */
export async function takeEventPlaces(tx: Tx, e: EventPlaces): Promise<boolean> {
  await tx
    .insert(ticketEventPlaces)
    .values({
      supplier: e.supplier,
      programId: e.programId,
      eventDateTime: e.eventDateTime,
      initial: e.initial,
      remaining: e.initial,
    })
    .onConflictDoNothing();
  const taken = await tx
    .update(ticketEventPlaces)
    .set(takingFrom(ticketEventPlaces, e.quantity))
    .where(and(whereEvent(e), sql`${ticketEventPlaces.remaining} >= ${e.quantity}`))
    .returning({ remaining: ticketEventPlaces.remaining });
  return taken.length === 1;
}

/** Gives the places of a booking that failed or was cancelled back (never above the capacity). */
export async function releaseEventPlaces(db: Db | Tx, e: EventPlaces): Promise<void> {
  await db.update(ticketEventPlaces).set(givingBackTo(ticketEventPlaces, e.quantity)).where(whereEvent(e));
}

/** Places left of the events that bookings have touched, by eventDateTime. */
export async function remainingEventPlaces(
  db: Db,
  supplier: string,
  programId: string,
  eventDateTimes: string[],
): Promise<Map<string, number>> {
  if (eventDateTimes.length === 0) return new Map();
  const rows = await db
    .select({ eventDateTime: ticketEventPlaces.eventDateTime, remaining: ticketEventPlaces.remaining })
    .from(ticketEventPlaces)
    .where(
      and(
        eq(ticketEventPlaces.supplier, supplier),
        eq(ticketEventPlaces.programId, programId),
        inArray(ticketEventPlaces.eventDateTime, eventDateTimes),
      ),
    );
  return new Map(rows.map((r) => [r.eventDateTime, r.remaining]));
}
