import { eq, sql } from 'drizzle-orm';
import { fmt, fromCents } from '@portal/domain';
import {
  checkDepartureDays,
  departuresOf,
  legFareOf,
  legsOf,
  slashDate,
  type TDeparture,
} from '@portal/domain/admin/seat-block-rules';
import type { TSeatBlockCreate } from '@portal/domain/admin/seat-blocks';
import type { Tx } from '../../../db/client';
import { flightRoutes, flightSegments } from '../../../db/schema-flights';
import { AppError, must } from '../../../errors';
import { todayOf } from '../../module-deps';
import { recordAudit, type Actor } from '../audit';
import type { SeatBlocksDeps } from './release';
import { legsOnDays, sameRoute, type NewLeg, type RouteRow } from './repo';

// Creates serialise on this advisory lock: two creates of one new route would otherwise make
// it twice, and a route found by its flights must not get a departure a parallel create adds.
const CREATE_LOCK = 31_005;

const routeName = (r: Pick<RouteRow, 'flightOut' | 'flightBack'>) => `${r.flightOut}/${r.flightBack}`;

/** The route the block's departures go on: the one held with these flights, or a new one. */
async function routeFor(tx: Tx, body: TSeatBlockCreate) {
  const found = await sameRoute(tx, body);
  const releaseDays = body.releaseDays ?? undefined;
  if (found) {
    if (releaseDays === undefined || releaseDays === found.releaseDays)
      return { route: found, before: found };
    const [route] = await tx
      .update(flightRoutes)
      .set({ releaseDays })
      .where(eq(flightRoutes.id, found.id))
      .returning();
    return { route: route!, before: found };
  }
  const { airline, origin, destination, destinationName, flightOut, flightBack, travelClass } = body;
  const [route] = await tx
    .insert(flightRoutes)
    .values({
      airline,
      origin,
      destination,
      destinationName,
      flightOut,
      flightBack,
      travelClass,
      releaseDays,
    })
    .returning();
  return { route: route!, before: undefined };
}

/** 409 naming the first departure a leg of the route already has. */
async function refuseClashes(tx: Tx, route: RouteRow, departures: TDeparture[]) {
  const days = departures.flatMap((d) => [d.out, d.back]);
  const taken = new Set(
    (await legsOnDays(tx, route.id, days)).map((l) => `${l.departureDate}|${l.direction}`),
  );
  for (const d of departures)
    for (const [direction, date] of [
      ['ida', d.out],
      ['vuelta', d.back],
    ] as const)
      if (taken.has(`${date}|${direction}`))
        throw new AppError(
          409,
          fmt('seatBlockLegClash', { route: routeName(route), direction, date: slashDate(date) }),
        );
}

function legRows(route: RouteRow, body: TSeatBlockCreate, departures: TDeparture[]): NewLeg[] {
  const f = legFareOf(body.fare);
  const money = (cents: number) => fromCents(cents).toFixed(2);
  const fare = {
    venta: money(f.venta),
    iva: money(f.iva),
    alicuota: body.fare.alicuota.toFixed(2),
    tasa: money(f.tasa),
    costo: money(f.costo),
    afip: money(f.afip),
    afip2: money(f.afip2),
    tipoCambio: body.fare.tipoCambio.toFixed(2),
  };
  return departures.flatMap((d) =>
    legsOf(d, body.times).map((leg) => {
      const out = leg.direction === 'ida';
      return {
        ...leg,
        routeId: route.id,
        // one departure's two legs share it; the route's id keeps it apart from any other
        // route's departure that day, whatever its flight number
        comparador: `${route.flightOut}-${d.out}-${route.id}`,
        flightNumber: out ? route.flightOut : route.flightBack,
        origin: out ? route.origin : route.destination,
        destination: out ? route.destination : route.origin,
        seats: body.seats,
        seatsLeft: body.seats,
        ...fare,
      };
    }),
  );
}

/**
 * POST /api/admin/cupos: the route (or the one already held with these flights) and a leg out
 * and back per departure, with their seats and fares, in one transaction with its audit entry.
 * A departure whose leg the route already has is refused whole (409), nothing written.
 */
export async function createSeatBlock(deps: SeatBlocksDeps, actor: Actor, body: TSeatBlockCreate) {
  const departures = departuresOf(body.departures);
  must(checkDepartureDays(departures, todayOf(deps)), { path: 'departures' });
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CREATE_LOCK})`);
    const { route, before } = await routeFor(tx, body);
    await refuseClashes(tx, route, departures);
    const legs = legRows(route, body, departures);
    for (let i = 0; i < legs.length; i += 200) await tx.insert(flightSegments).values(legs.slice(i, i + 200));
    const first = departures[0]!.out;
    const last = departures.at(-1)!.out;
    await recordAudit(tx, actor, {
      action: before ? 'cupo.agregar-salidas' : 'cupo.crear',
      target: 'cupo',
      targetId: route.id,
      summary: `Cupo ${routeName(route)} ${route.origin}-${route.destination}: ${departures.length} salida(s) del ${slashDate(first)} al ${slashDate(last)}, ${body.seats} asientos por tramo`,
      before: before && { releaseDays: before.releaseDays },
      after: {
        id: route.id,
        ...body,
        releaseDays: route.releaseDays,
        departures: { ...body.departures, count: departures.length, first, last },
      },
    });
    return route.id;
  });
}
