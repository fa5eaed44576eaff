import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { eq } from 'drizzle-orm';
import { reservations } from '../../db/schema';
import { ForbiddenTransition, recordOutcome, type ReservationOutcome } from './repo';

/** Waits between the attempts to record a supplier's answer (ms); the last one gives up. */
const RECORD_RETRY_DELAYS_MS = [50, 200, 500] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Logger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/**
 * Records what a supplier answered on a booking row written before the call. The supplier has
 * already acted (booked, cancelled), so a database fault must not lose that: the update is
 * retried, the row is never marked failed, and when it still cannot be written the supplier
 * reference is logged at error level for an administrator and the error is rethrown (the
 * Idempotency-Key stays claimed because the caller called markWritten, so a retry never books
 * a second time).
 */
export async function recordSupplierOutcome(
  db: Db,
  log: Logger,
  reservationId: number,
  outcome: ReservationOutcome,
  delays: readonly number[] = RECORD_RETRY_DELAYS_MS,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await recordOutcome(db, reservationId, outcome);
    } catch (err) {
      // reconciliation may have recorded the same answer first (a call slower than its grace)
      if (err instanceof ForbiddenTransition) {
        const [row] = await db.select().from(reservations).where(eq(reservations.id, reservationId));
        if (row?.status === outcome.status && row.supplierRef === (outcome.supplierRef ?? null)) return row;
      }
      const context = { err, reservationId, supplierRef: outcome.supplierRef, status: outcome.status };
      // A transition the state machine forbids will not pass on a retry either.
      if (attempt >= delays.length || err instanceof ForbiddenTransition) {
        log.error(
          context,
          'the supplier answered but the reservation could not be recorded: reconcile it by hand',
        );
        throw err;
      }
      log.warn({ ...context, attempt: attempt + 1 }, 'recording the supplier answer failed, retrying');
      await sleep(delays[attempt]!);
    }
  }
}
