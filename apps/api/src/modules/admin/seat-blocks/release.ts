import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { slashDate } from '@portal/domain/admin/seat-block-rules';
import { flightRoutes, flightSegments } from '../../../db/schema-flights';
import { todayOf, type ModuleDeps } from '../../module-deps';
import { recordAudit, SYSTEM_ACTOR } from '../audit';
import type { LegRow } from './repo';

export type SeatBlocksDeps = Pick<ModuleDeps, 'db' | 'tzAgency' | 'now' | 'log'>;

const auditOf = (leg: LegRow) => ({
  action: 'cupo.liberar',
  target: 'cupo',
  targetId: leg.routeId,
  summary: `Liberados ${leg.releasedSeats} asientos sin vender: ${leg.flightNumber} del ${slashDate(leg.departureDate)} (${leg.direction})`,
  before: { idTramo: leg.id, seats: leg.seats + leg.releasedSeats, seatsLeft: leg.releasedSeats },
  after: { idTramo: leg.id, seats: leg.seats, seatsLeft: 0, releasedSeats: leg.releasedSeats },
});

/**
 * Gives the unsold seats of every leg whose release day has come (departure − release days ≤
 * the agency's today) back to the airline: its total shrinks to what was sold, nothing is left
 * to sell, and the leg remembers when and how many. Idempotent (a released leg is skipped) and
 * safe on several processes at once. The legs are locked in id order, the order a booking
 * takes its two legs in, so a release and a booking never deadlock. Answers how many legs.
 */
export async function releaseDueSeats(deps: SeatBlocksDeps): Promise<number> {
  const today = todayOf(deps);
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: flightSegments.id })
      .from(flightSegments)
      .innerJoin(flightRoutes, eq(flightRoutes.id, flightSegments.routeId))
      .where(
        and(
          isNull(flightSegments.releasedAt),
          isNotNull(flightRoutes.releaseDays),
          sql`${flightSegments.departureDate} - ${flightRoutes.releaseDays} <= ${today}::date`,
        ),
      )
      .orderBy(asc(flightSegments.id))
      .for('update', { of: flightSegments });
    if (due.length === 0) return 0;
    const released = await tx
      .update(flightSegments)
      .set({
        seats: sql`${flightSegments.seats} - ${flightSegments.seatsLeft}`,
        releasedSeats: sql`${flightSegments.seatsLeft}`,
        seatsLeft: 0,
        releasedAt: deps.now(),
        updatedAt: sql`now()`,
      })
      .where(
        inArray(
          flightSegments.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
    for (const leg of released.sort((a, b) => a.id - b.id))
      if (leg.releasedSeats > 0) await recordAudit(tx, SYSTEM_ACTOR, auditOf(leg));
    return released.length;
  });
}

type JobOptions = { intervalMs: number; pass: () => Promise<number> };

/**
 * Runs the release pass when the app is ready and every `intervalMs` (0: never; the list of
 * blocks still releases before it answers), one pass at a time, stopped when the app closes.
 */
export const seatReleaseJob: FastifyPluginAsync<JobOptions> = async (app, { intervalMs, pass }) => {
  if (intervalMs <= 0) return;
  let running: Promise<unknown> | undefined;
  const tick = () => {
    running ??= pass()
      .catch((err: unknown) => app.log.error({ err }, 'seat release pass failed'))
      .finally(() => (running = undefined));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
};
