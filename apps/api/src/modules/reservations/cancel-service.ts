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
import { withIdempotency } from '../booking/idempotency';
import { findVisibleReservation, ForbiddenTransition, recordOutcome, type Reservation } from './repo';
import type { Tx } from '../../db/client';
import { finishCancellation } from './cancel-finish';

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

/** The canceller of a line that takes inventory of ours (PRODUCT_LINES' holdsInventory): it must give it back. */
export type HoldingCanceller = Canceller & Required<Pick<Canceller, 'giveBack'>>;

type CancelAt = (row: Reservation, code: string) => Promise<void>;

/**
 * A canceller that cancels at the supplier by the code it confirmed the booking with; given a
 * giveBack, it is a HoldingCanceller (issue 29, item 6).
 */
export function bySupplierCode(
  cancel: CancelAt,
  more: Omit<HoldingCanceller, 'atSupplier'>,
): HoldingCanceller;
export function bySupplierCode(cancel: CancelAt, more?: Omit<Canceller, 'atSupplier'>): Canceller;
export function bySupplierCode(cancel: CancelAt, more: Omit<Canceller, 'atSupplier'> = {}): Canceller {
  return {
    atSupplier: async (row) => {
      if (!row.supplierRef)
        throw new SupplierError(row.supplier, 'rejected', 'the booking has no supplier code');
      await cancel(row, row.supplierRef);
    },
    ...more,
  };
}

type CancelDeps = {
  db: FastifyInstance['db'];
  cancellers: Record<string, Canceller>;
  today: () => string;
};

/**
 * POST reservas/{id}/cancelar (issue 18): once per Idempotency-Key; today's penalty must be the
 * one the agent confirmed. The row is marked `cancelling` with that penalty before the supplier
 * is asked (a crash after the supplier cancels leaves a mark reconciliation settles), then
 * ends cancelled, or back where it was when the supplier refuses (502, the booking as it was).
 * Supplier cancellations are idempotent, so a retry after a lost answer only cancels once.
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
    const before = row.status === 'pre_booked' ? 'pre_booked' : 'confirmed';
    const penalty = fromCents(toCents(quote.penalidad));
    const marked = await markCancelling(deps.db, row, penalty, user.nombre);
    const end = await finishCancellation(deps.db, cancel, marked, {
      before,
      by: `cancelada por ${user.nombre}`,
    });
    if (end === 'refused') return { statusCode: 502, body: { message: MESSAGES.cancelSupplierRefused } };
    if (end === 'unsettled') return { statusCode: 502, body: { message: MESSAGES.cancelSupplierSilent } };
    const answer: TCancelResponse = {
      reservationId: row.id,
      status: 'cancelled',
      penalidad: penalty,
      moneda: row.currency as TReservation['currency'],
    };
    return { statusCode: 200, body: answer };
  });
}

/** The mark, in one guarded statement: another request that cancelled first wins. */
async function markCancelling(db: CancelDeps['db'], row: Reservation, penalty: number, by: string) {
  try {
    return await recordOutcome(db, row.id, {
      status: 'cancelling',
      cancelPenalty: penalty.toFixed(2),
      cause: `cancelación pedida por ${by}; penalidad ${formatMoney(toCents(penalty), row.currency as TReservation['currency'])}`,
    });
  } catch (err) {
    if (err instanceof ForbiddenTransition) throw badRequest('La reserva ya está cancelada');
    throw err;
  }
}
