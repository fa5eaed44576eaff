import { eq, sql } from 'drizzle-orm';
import { fmt, MESSAGES } from '@portal/domain';
import { SEAT_BLOCK_LIMITS, slashDate, soldOf } from '@portal/domain/admin/seat-block-rules';
import type { TSeatBlockLeg } from '@portal/domain/admin/seat-blocks';
import { flightSegments } from '../../../db/schema-flights';
import { AppError, notFound } from '../../../errors';
import { todayOf } from '../../module-deps';
import { recordAudit, type Actor } from '../audit';
import { legView } from './list-service';
import { releaseDueSeats, type SeatBlocksDeps } from './release';
import { bookedByLeg, lockLeg, type LegRow } from './repo';

const seatsOf = (leg: LegRow) => ({ idTramo: leg.id, seats: leg.seats, seatsLeft: leg.seatsLeft });

/** Why a leg's total cannot become `seats`: released, gone, or fewer than it sold (409). */
function refusal(leg: LegRow, seats: number, today: string): string | undefined {
  if (leg.releasedAt) return MESSAGES.seatBlockReleased;
  if (leg.departureDate < today) return MESSAGES.seatBlockDeparted;
  if (seats < soldOf(leg)) return fmt('seatBlockSoldSeats', { sold: soldOf(leg), left: leg.seatsLeft });
  if (seats > SEAT_BLOCK_LIMITS.seats) return fmt('seatBlockMaxSeats', { seats: leg.seats });
  return undefined;
}

/**
 * PATCH /api/admin/cupos/{idTramo}: adds or withdraws `delta` seats. The leg is read under its
 * row lock, the lock a booking's seat take (modules/flights/repo.ts takeSeats) waits on and
 * holds until it commits, so a withdrawal sees every booking before it and no booking after it
 * can take a withdrawn seat; seats sold are never withdrawn (409 with how many).
 */
export async function adjustSeats(
  deps: SeatBlocksDeps,
  actor: Actor,
  { idTramo, delta }: { idTramo: number; delta: number },
): Promise<TSeatBlockLeg> {
  // a leg whose release day has come has no seats to change: released first, then refused
  await releaseDueSeats(deps);
  const today = todayOf(deps);
  const after = await deps.db.transaction(async (tx) => {
    const leg = await lockLeg(tx, idTramo);
    if (!leg) throw notFound(MESSAGES.seatBlockLegNotFound);
    const seats = leg.seats + delta;
    const refused = refusal(leg, seats, today);
    if (refused) throw new AppError(409, refused);
    const [changed] = await tx
      .update(flightSegments)
      .set({ seats, seatsLeft: leg.seatsLeft + delta, updatedAt: sql`now()` })
      .where(eq(flightSegments.id, leg.id))
      .returning();
    const verb = delta > 0 ? `+${delta}` : String(delta);
    await recordAudit(tx, actor, {
      action: delta > 0 ? 'cupo.agregar-asientos' : 'cupo.quitar-asientos',
      target: 'cupo',
      targetId: leg.routeId,
      summary: `${leg.flightNumber} del ${slashDate(leg.departureDate)} (${leg.direction}): ${verb} asientos (${leg.seats} → ${seats})`,
      before: seatsOf(leg),
      after: seatsOf(changed!),
    });
    return changed!;
  });
  const booked = await bookedByLeg(deps.db, [after.id]);
  return legView(after, booked.get(after.id) ?? 0);
}
