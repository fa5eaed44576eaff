import {
  formatMoney,
  fromCents,
  MESSAGES,
  toCents,
  type TCancelRequest,
  type TCancelResponse,
  type TReservation,
} from '@portal/domain';
import { isAgenteAS } from '@portal/domain/auth/login';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest, notFound } from '../../errors';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import { SupplierError } from '../../suppliers/core';
import { cancellationOfRow } from './detail-service';
import { withIdempotency } from './idempotency';
import { findVisibleReservation, ForbiddenTransition, recordOutcome, type Reservation } from './repo';
import type { Tx } from '../../db/client';

/**
 * How a module cancels one of its bookings: at its supplier (throws SupplierError when
 * refused; cancelling twice is harmless), then, in the transaction that records the row
 * cancelled, gives back what the booking took from the agency's own inventory.
 */
export type Canceller = {
  atSupplier: (row: Reservation) => Promise<void>;
  giveBack?: (tx: Tx, row: Reservation) => Promise<void>;
  /** after the commit (e.g. a cache of rooms left) */
  after?: () => void;
};

/** A canceller that cancels at the supplier by the code it confirmed the booking with. */
export const bySupplierCode = (
  cancel: (row: Reservation, code: string) => Promise<void>,
  more: Omit<Canceller, 'atSupplier'> = {},
): Canceller => ({
  atSupplier: async (row) => {
    if (!row.supplierRef)
      throw new SupplierError(row.supplier, 'rejected', 'the booking has no supplier code');
    await cancel(row, row.supplierRef);
  },
  ...more,
});

type CancelDeps = {
  db: FastifyInstance['db'];
  cancellers: FastifyInstance['cancellers'];
  today: () => string;
};

/**
 * POST reservas/{id}/cancelar (issue 18): once per Idempotency-Key; today's penalty must be the
 * one the agent confirmed; the supplier cancels first (a refusal leaves the booking as it
 * was), then the row is recorded cancelled with the penalty. Supplier cancellations are
 * idempotent, so a retry after a lost answer only cancels once.
 */
export function cancelReservation(
  deps: CancelDeps,
  user: AuthUser,
  id: number,
  body: TCancelRequest,
  key: string,
) {
  const opts = { userId: user.id, key, route: 'main/reservas/cancelar', body: { id, ...body } };
  return withIdempotency(deps.db, opts, async (): Promise<StoredAnswer> => {
    const row = await findVisibleReservation(deps.db, id, user.id, isAgenteAS(user));
    if (!row) throw notFound('No se encontró la reserva');
    const quote = cancellationOfRow(row, deps.today());
    if (!quote.cancelable) throw badRequest(quote.motivo ?? MESSAGES.cancelUnavailable);
    if (toCents(body.penalidad) !== toCents(quote.penalidad))
      throw new AppError(409, MESSAGES.cancelPenaltyChanged, { cancelacion: quote });
    const cancel = deps.cancellers[row.module];
    if (!cancel) throw badRequest(MESSAGES.cancelUnavailable);
    try {
      await cancel.atSupplier(row);
    } catch (err) {
      if (!(err instanceof SupplierError)) throw err;
      return { statusCode: 502, body: { message: MESSAGES.cancelSupplierRefused } };
    }
    const penalty = fromCents(toCents(quote.penalidad));
    const currency = row.currency as TReservation['currency'];
    try {
      await deps.db.transaction(async (tx) => {
        await recordOutcome(tx, row.id, {
          status: 'cancelled',
          cancelPenalty: penalty.toFixed(2),
          cause: `cancelada por ${user.nombre}; penalidad ${formatMoney(toCents(penalty), currency)}`,
        });
        await cancel.giveBack?.(tx, row);
      });
    } catch (err) {
      // another request cancelled it first: nothing given back twice
      if (err instanceof ForbiddenTransition) throw badRequest('La reserva ya está cancelada');
      throw err;
    }
    cancel.after?.();
    const answer: TCancelResponse = {
      reservationId: row.id,
      status: 'cancelled',
      penalidad: penalty,
      moneda: currency,
    };
    return { statusCode: 200, body: answer };
  });
}
