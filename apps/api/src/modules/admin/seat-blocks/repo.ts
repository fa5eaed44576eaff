import { and, asc, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@portal/domain/admin/paging';
import type { TSeatBlockCreate, TSeatBlockQuery } from '@portal/domain/admin/seat-blocks';
import type { Db, DbOrTx } from '../../../db/client';
import { reservations } from '../../../db/schema';
import { flightRoutes, flightSegments } from '../../../db/schema-flights';

// The back office's queries of the agency's seat blocks (db/schema-flights.ts). The flights
// module takes and gives back seats (modules/flights/repo.ts); these read them, create legs and
// change a leg's total.

export type RouteRow = typeof flightRoutes.$inferSelect;
export type LegRow = typeof flightSegments.$inferSelect;
export type NewLeg = typeof flightSegments.$inferInsert;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  createdAt: flightRoutes.createdAt,
  airline: flightRoutes.airline,
  destinationName: flightRoutes.destinationName,
  flightOut: flightRoutes.flightOut,
} as const;

function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const like = `%${escapeLike(q)}%`;
  return or(
    ilike(flightRoutes.airline, like),
    ilike(flightRoutes.destinationName, like),
    ilike(flightRoutes.origin, like),
    ilike(flightRoutes.destination, like),
    ilike(flightRoutes.flightOut, like),
    ilike(flightRoutes.flightBack, like),
  );
}

/** A page of routes; with no sort asked, the newest first (ties by id, so paging is stable). */
export async function routesPage(db: Db, query: TSeatBlockQuery) {
  const where = searchOf(query.q);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? flightRoutes.createdAt;
  const dir = query.sort ? query.dir : 'desc';
  const order = dir === 'asc' ? [asc(column), asc(flightRoutes.id)] : [desc(column), desc(flightRoutes.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(flightRoutes)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(flightRoutes)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const routeById = async (db: DbOrTx, id: number) =>
  (await db.select().from(flightRoutes).where(eq(flightRoutes.id, id)))[0];

/** The legs of these routes leaving on or after `from`, by day, outbound first. */
export const legsOfRoutes = (db: Db, routeIds: number[], from: string) =>
  routeIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(flightSegments)
        .where(and(inArray(flightSegments.routeId, routeIds), gte(flightSegments.departureDate, from)))
        .orderBy(asc(flightSegments.departureDate), asc(flightSegments.direction), asc(flightSegments.id));

/** Bookings that hold a seat: the answer a cancelled or failed one no longer counts. */
const HOLDING = ['confirmed', 'pre_booked'] as const;

/**
 * Passengers of the flight bookings that hold seats on these legs, by leg. A booking names its
 * legs in its request (idTramo out, idTramoVuelta back), as POST api/aereos/reservar got them.
 */
export async function bookedByLeg(db: Db, legIds: number[]): Promise<Map<number, number>> {
  const booked = new Map<number, number>();
  if (legIds.length === 0) return booked;
  const ids = legIds.map(String);
  const out = sql<string | null>`${reservations.request}->>'idTramo'`;
  const back = sql<string | null>`${reservations.request}->>'idTramoVuelta'`;
  const rows = await db
    .select({ out, back, pax: sql<number>`jsonb_array_length(${reservations.passengers})`.mapWith(Number) })
    .from(reservations)
    .where(
      and(
        eq(reservations.module, 'flights'),
        inArray(reservations.status, [...HOLDING]),
        or(inArray(out, ids), inArray(back, ids)),
      ),
    );
  for (const row of rows)
    for (const leg of [row.out, row.back])
      if (leg) booked.set(Number(leg), (booked.get(Number(leg)) ?? 0) + row.pax);
  return booked;
}

type RouteIdentity = Pick<
  TSeatBlockCreate,
  'airline' | 'origin' | 'destination' | 'flightOut' | 'flightBack' | 'travelClass'
>;

/** The route the agency already holds with these flights and class, if any. */
export const sameRoute = async (tx: DbOrTx, r: RouteIdentity) =>
  (
    await tx
      .select()
      .from(flightRoutes)
      .where(
        and(
          eq(flightRoutes.airline, r.airline),
          eq(flightRoutes.origin, r.origin),
          eq(flightRoutes.destination, r.destination),
          eq(flightRoutes.flightOut, r.flightOut),
          eq(flightRoutes.flightBack, r.flightBack),
          eq(flightRoutes.travelClass, r.travelClass),
        ),
      )
      .orderBy(asc(flightRoutes.id))
      .limit(1)
  )[0];

/** The route's legs on these days (the ones a new departure would clash with). */
export const legsOnDays = (tx: DbOrTx, routeId: number, days: string[]) =>
  tx
    .select({ departureDate: flightSegments.departureDate, direction: flightSegments.direction })
    .from(flightSegments)
    .where(and(eq(flightSegments.routeId, routeId), inArray(flightSegments.departureDate, days)));

/** A leg under its row lock, the one a booking's seat take (an UPDATE) waits on: they queue on the row. */
export const lockLeg = async (tx: DbOrTx, id: number) =>
  (await tx.select().from(flightSegments).where(eq(flightSegments.id, id)).for('update'))[0];
