import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { StoredAnswer } from '../../lib/reply';
import { ForbiddenTransition } from '../reservations/repo';
import { settleRows, type KeyOwner, type RowMove, type SettleOptions } from './settle';

/** Waits between the attempts to record a supplier's answer (ms); the last one gives up. */
const RECORD_RETRY_DELAYS_MS = [50, 200, 500] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Logger = Pick<FastifyBaseLogger, 'error' | 'warn'>;

/** What a supplier answered, for the rows of one booking call, and the call's answer. */
export type SupplierOutcome = {
  key: KeyOwner;
  moves: RowMove[];
  answer: StoredAnswer;
  giveBack?: SettleOptions['giveBack'];
};

/**
 * Records what a supplier answered on booking rows written before the call, with the call's
 * answer under its Idempotency-Key in the same transaction (settle.ts, issue 29 item 3). The
 * supplier has already acted (booked, cancelled), so a database fault must not lose that: the
 * transaction is retried, the rows are never marked failed, and when it still cannot be
 * written the supplier references are logged at error level for an administrator and the error
 * is rethrown (the rows stay pending, the key claimed: a retry never books a second time and
 * reconciliation settles them).
 */
export async function recordSupplierOutcome(
  db: Db,
  log: Logger,
  o: SupplierOutcome,
  delays: readonly number[] = RECORD_RETRY_DELAYS_MS,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      // reconciliation may have recorded the same answer first (a call slower than its grace)
      return await settleRows(db, o.key, o.moves, o.answer, { giveBack: o.giveBack, acceptSame: true });
    } catch (err) {
      const [first] = o.moves;
      const context = {
        err,
        reservationId: first?.id,
        supplierRef: first?.outcome.supplierRef,
        status: first?.outcome.status,
        moves: o.moves.map((m) => ({ reservationId: m.id, supplierRef: m.outcome.supplierRef })),
      };
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
