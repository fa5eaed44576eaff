import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client';
import { flightRoutes, flightSegments } from '../../db/schema-flights';

// The module's queries of the agency's seat quotas (db/schema-flights.ts); the demo routes
// and quotas are written by seed/flight-quotas.ts.

export type SegmentRow = typeof flightSegments.$inferSelect;
export type RouteRow = typeof flightRoutes.$inferSelect;
export type Trip = { ida: SegmentRow; vuelta: SegmentRow; route: RouteRow };

const ida = alias(flightSegments, 'ida');
const vuelta = alias(flightSegments, 'vuelta');

/** Round trips (outbound leg and its return, by comparador), with their route. */
const trips = (db: Db) =>
  db
    .select({ ida, vuelta, route: flightRoutes })
    .from(ida)
    .innerJoin(vuelta, and(eq(vuelta.comparador, ida.comparador), eq(vuelta.direction, 'vuelta')))
    .innerJoin(flightRoutes, eq(flightRoutes.id, ida.routeId));

/** Trips to `destination` out on or after `from` and back by `to`, with `seats` left on both legs. */
export const findTrips = (db: Db, q: { destination: string; from: string; to: string; seats: number }) =>
  trips(db)
    .where(
      and(
        eq(ida.direction, 'ida'),
        eq(ida.destination, q.destination),
        gte(ida.departureDate, q.from),
        lte(vuelta.departureDate, q.to),
        gte(ida.seatsLeft, q.seats),
        gte(vuelta.seatsLeft, q.seats),
      ),
    )
    .orderBy(asc(ida.departureDate), asc(ida.departureTime), asc(ida.id));

/** Every trip out between two dates (the quota page), sold out ones included. */
export const tripsBetween = (db: Db, from: string, to: string) =>
  trips(db)
    .where(and(eq(ida.direction, 'ida'), gte(ida.departureDate, from), lte(ida.departureDate, to)))
    .orderBy(asc(ida.destination), asc(ida.departureDate), asc(ida.id));

/** Destinations with seats left on some departure from `from` on. */
export const destinationsWithSeats = (db: Db, from: string) =>
  db
    .select({
      codigo: flightRoutes.destination,
      nombre: flightRoutes.destinationName,
      cupo: sql<number>`cast(sum(${flightSegments.seatsLeft}) as integer)`,
    })
    .from(flightSegments)
    .innerJoin(flightRoutes, eq(flightRoutes.id, flightSegments.routeId))
    .where(and(eq(flightSegments.direction, 'ida'), gte(flightSegments.departureDate, from)))
    .groupBy(flightRoutes.destination, flightRoutes.destinationName)
    .having(sql`sum(${flightSegments.seatsLeft}) > 0`)
    .orderBy(asc(flightRoutes.destinationName));

/** The trip of an outbound and a return leg, if they are one. */
export async function tripOf(db: Db, idTramo: number, idTramoVuelta: number): Promise<Trip | undefined> {
  const [trip] = await trips(db).where(
    and(eq(ida.id, idTramo), eq(vuelta.id, idTramoVuelta), eq(ida.direction, 'ida')),
  );
  return trip;
}

/**
 * Takes `seats` on each leg inside the booking's transaction, as the transaction's last step
 * so the rows stay locked for as short as possible: one conditional update per leg, in id
 * order (two bookings never deadlock). The update locks the leg, and a booking that waited for
 * another one's commit checks `seats_left` again on the committed row (PostgreSQL's READ
 * COMMITTED), so two bookings can never both take the last seats. False, when a leg had too
 * few: the caller rolls the transaction back.
 */
export async function takeSeats(tx: Tx, legIds: number[], seats: number): Promise<boolean> {
  for (const id of [...legIds].sort((a, b) => a - b)) {
    const taken = await tx
      .update(flightSegments)
      .set({ seatsLeft: sql`${flightSegments.seatsLeft} - ${seats}`, updatedAt: sql`now()` })
      .where(and(eq(flightSegments.id, id), gte(flightSegments.seatsLeft, seats)))
      .returning({ id: flightSegments.id });
    if (taken.length === 0) return false;
  }
  return true;
}

/**
 * Gives a cancelled booking's seats back to its legs (issue 18), in the cancellation's
 * transaction. A leg that already released its unsold seats (issue 31, item 5) sells no more:
 * its seats go back to the airline with the others.
 */
export async function releaseSeats(tx: Tx, legIds: number[], seats: number): Promise<void> {
  const released = sql`${flightSegments.releasedAt} is not null`;
  for (const id of [...legIds].sort((a, b) => a - b))
    await tx
      .update(flightSegments)
      .set({
        seats: sql`case when ${released} then greatest(${flightSegments.seats} - ${seats}, 0) else ${flightSegments.seats} end`,
        releasedSeats: sql`case when ${released} then ${flightSegments.releasedSeats} + ${seats} else ${flightSegments.releasedSeats} end`,
        seatsLeft: sql`case when ${released} then ${flightSegments.seatsLeft} else least(${flightSegments.seats}, ${flightSegments.seatsLeft} + ${seats}) end`,
        updatedAt: sql`now()`,
      })
      .where(eq(flightSegments.id, id));
}
