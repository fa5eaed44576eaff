import { fromCents, toCents } from '@portal/domain';
import { seatBlockTotals, soldOf } from '@portal/domain/admin/seat-block-rules';
import type { TSeatBlock, TSeatBlockLeg, TSeatBlockQuery } from '@portal/domain/admin/seat-blocks';
import type { TPage } from '@portal/domain/admin/paging';
import { todayOf } from '../../module-deps';
import { notFound } from '../../../errors';
import { MESSAGES } from '@portal/domain';
import { releaseDueSeats, type SeatBlocksDeps } from './release';
import { bookedByLeg, legsOfRoutes, routeById, routesPage, type LegRow, type RouteRow } from './repo';

/** A leg's fare per passenger in cents, as the flight search shows it (sumaTotal). */
const fareOf = (leg: LegRow) =>
  toCents(Number(leg.venta)) + toCents(Number(leg.iva)) + toCents(Number(leg.tasa));

export const legView = (leg: LegRow, booked: number): TSeatBlockLeg => ({
  idTramo: leg.id,
  comparador: leg.comparador,
  direction: leg.direction === 'vuelta' ? 'vuelta' : 'ida',
  flightNumber: leg.flightNumber,
  date: leg.departureDate,
  time: leg.departureTime,
  seats: leg.seats,
  seatsLeft: leg.seatsLeft,
  sold: soldOf(leg),
  released: leg.releasedSeats,
  releasedAt: leg.releasedAt?.toISOString() ?? null,
  booked,
  fare: fromCents(fareOf(leg)),
  revenue: fromCents(fareOf(leg) * booked),
});

const blockView = (route: RouteRow, legs: TSeatBlockLeg[]): TSeatBlock => ({
  id: route.id,
  airline: route.airline,
  origin: route.origin,
  destination: route.destination,
  destinationName: route.destinationName,
  flightOut: route.flightOut,
  flightBack: route.flightBack,
  travelClass: route.travelClass,
  releaseDays: route.releaseDays,
  createdAt: route.createdAt.toISOString(),
  legs,
  totals: seatBlockTotals(legs),
});

/** The blocks of these routes with their legs from `from` on and what each sold. */
async function blocksOf(deps: SeatBlocksDeps, routes: RouteRow[], from: string): Promise<TSeatBlock[]> {
  const legs = await legsOfRoutes(
    deps.db,
    routes.map((r) => r.id),
    from,
  );
  const booked = await bookedByLeg(
    deps.db,
    legs.map((l) => l.id),
  );
  return routes.map((route) =>
    blockView(
      route,
      legs.filter((l) => l.routeId === route.id).map((l) => legView(l, booked.get(l.id) ?? 0)),
    ),
  );
}

/**
 * GET /api/admin/cupos: a page of blocks with their legs leaving from `desde` (default today)
 * and their sales. Legs whose release day has come are released first, so the page never
 * shows seats that can no longer be sold.
 */
export async function seatBlocksPage(
  deps: SeatBlocksDeps,
  query: TSeatBlockQuery,
): Promise<TPage<TSeatBlock>> {
  await releaseDueSeats(deps);
  const { rows, total } = await routesPage(deps.db, query);
  const items = await blocksOf(deps, rows, query.desde ?? todayOf(deps));
  return { items, total, page: query.page, perPage: query.perPage };
}

/** One block as the list shows it (the answer of a create). */
export async function seatBlockById(deps: SeatBlocksDeps, id: number): Promise<TSeatBlock> {
  const route = await routeById(deps.db, id);
  if (!route) throw notFound(MESSAGES.notFound);
  const [block] = await blocksOf(deps, [route], todayOf(deps));
  return block!;
}
