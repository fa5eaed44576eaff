import { MESSAGES } from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import { SupplierError } from '../../suppliers/core';
import type { ModuleDeps } from '../module-deps';
import { recordSupplierOutcome } from './record-after-supplier';
import { recordOutcome, type Reservation } from './repo';
import { settleKey } from './unsettled';

// Steps 4-5 of the booking path (modules/README.md) for a booking of one row: the supplier is
// asked under our reference and its answer recorded; reconciliation settles a row nobody heard
// the end of. Modules with inventory give it back in `fail` (hotels/room-booking.ts).

export type WrittenRowCall<B> = {
  book: () => Promise<B>;
  codeOf: (booked: B) => string;
  answer: (id: number, code: string) => unknown;
  /** the spec §8 text of a refusal */
  failMessage: string;
  /** what the row becomes when held: confirmed, or pre_booked (a pre-booking, issued on payment) */
  heldStatus?: 'confirmed' | 'pre_booked';
  /** records the row failed (and gives back what it took); by default only the row */
  fail?: (row: Reservation, detail: string, cause?: string) => Promise<void>;
  /** a refusal with its own answer (a sold-out ticket …); undefined: 502 with failMessage */
  refused?: (err: SupplierError) => StoredAnswer | undefined;
};

const failRow = (deps: ModuleDeps, message: string) => (row: Reservation, detail: string, cause?: string) =>
  recordOutcome(deps.db, row.id, {
    status: 'failed',
    errorMessage: message,
    response: { detail },
    cause,
  }).then(() => undefined);

/**
 * Asks the supplier to book a written row and records its answer: confirmed (with retries,
 * never turned into failed); unknown when it did not answer (what it took is kept,
 * reconciliation asks); failed when it refused.
 */
export async function bookWrittenRow<B>(
  deps: ModuleDeps,
  row: Reservation,
  call: WrittenRowCall<B>,
): Promise<StoredAnswer> {
  const fail = call.fail ?? failRow(deps, call.failMessage);
  let booked: B;
  try {
    booked = await call.book();
  } catch (err) {
    if (err instanceof SupplierError && err.fault !== 'rejected') {
      const response = { fault: err.fault, detail: err.message };
      await recordOutcome(deps.db, row.id, { status: 'unknown', response });
      return { statusCode: 502, body: { message: MESSAGES.bookingOutcomeUnknown } };
    }
    await fail(row, err instanceof Error ? err.message : String(err));
    if (!(err instanceof SupplierError)) throw err;
    return call.refused?.(err) ?? { statusCode: 502, body: { message: call.failMessage } };
  }
  const code = call.codeOf(booked);
  await recordSupplierOutcome(deps.db, deps.log, row.id, {
    status: call.heldStatus ?? 'confirmed',
    supplierRef: code,
    response: booked,
  });
  return { statusCode: 200, body: call.answer(row.id, code) };
}

/**
 * Settles a row nobody recorded an answer for, from the supplier's state of the booking made
 * under our reference. Held: confirmed (or the call's heldStatus). Not held (never booked, or cancelled): failed. Either
 * way its Idempotency-Key answers that from now on.
 */
export async function settleWrittenRow(
  deps: ModuleDeps,
  row: Reservation,
  state: { state: string; code?: string; booking?: unknown },
  call: Pick<WrittenRowCall<unknown>, 'answer' | 'failMessage' | 'fail' | 'heldStatus'>,
) {
  const held =
    state.state === 'confirmed' || (call.heldStatus === 'pre_booked' && state.state === 'pre_booked');
  if (held && state.code) {
    await recordOutcome(deps.db, row.id, {
      status: call.heldStatus ?? 'confirmed',
      supplierRef: state.code,
      response: state.booking,
      cause: 'conciliada: el proveedor tiene la reserva',
    });
    return settleKey(deps.db, row, { statusCode: 200, body: call.answer(row.id, state.code) });
  }
  const cause = 'conciliada: el proveedor no tiene la reserva';
  await (call.fail ?? failRow(deps, call.failMessage))(row, cause, cause);
  return settleKey(deps.db, row, { statusCode: 502, body: { message: call.failMessage } });
}
