import { bookingUnknownBody } from '@portal/domain';
import type { Tx } from '../../db/client';
import type { StoredAnswer } from '../../lib/reply';
import { SupplierError } from '../../suppliers/core';
import type { ModuleDeps } from '../module-deps';
import { recordSupplierOutcome } from './record-after-supplier';
import type { Reservation } from '../reservations/repo';
import { settleRows } from './settle';

// Steps 4-5 of the booking path (modules/README.md) for a booking of one row: the supplier is
// asked under our reference and its answer recorded; reconciliation settles a row nobody heard
// the end of. Modules with inventory give it back in `giveBack` (allotments/room-booking.ts). Every
// status is written with the key's answer in one transaction (settle.ts, issue 29 item 3).

export type WrittenRowCall<B> = {
  book: () => Promise<B>;
  codeOf: (booked: B) => string;
  answer: (id: number, code: string) => unknown;
  /** the spec §8 text of a refusal */
  failMessage: string;
  /** the body of a refusal's 502, when it says more than failMessage (the reservation's id …) */
  failedBody?: (id: number) => unknown;
  /** what the row becomes when held: confirmed, or pre_booked (a pre-booking, issued on payment) */
  heldStatus?: 'confirmed' | 'pre_booked';
  /** gives back what the row took, in the transaction that records it failed */
  giveBack?: (tx: Tx, row: Reservation) => Promise<void>;
  /** after that transaction (e.g. a cache of rooms left) */
  afterGiveBack?: () => void;
  /** a refusal with its own answer (a sold-out ticket …); undefined: 502 with failMessage */
  refused?: (err: SupplierError) => StoredAnswer | undefined;
};

type Settled = Pick<
  WrittenRowCall<unknown>,
  'answer' | 'failMessage' | 'failedBody' | 'giveBack' | 'afterGiveBack' | 'heldStatus'
>;

type Refusal = Pick<WrittenRowCall<unknown>, 'failMessage' | 'failedBody'>;

/** The answer of a row the supplier does not hold (the documented replay of a refusal). */
const notHeldAnswer = (call: Refusal, id: number): StoredAnswer => ({
  statusCode: 502,
  body: call.failedBody?.(id) ?? { message: call.failMessage },
});

/** The row failed, what it took given back and its key answered, together. */
async function failRow(
  deps: ModuleDeps,
  row: Reservation,
  call: Settled,
  answer: StoredAnswer,
  response: { fault?: string; detail: string },
  cause?: string,
) {
  const outcome = { status: 'failed' as const, errorMessage: call.failMessage, response, cause };
  const giveBack = call.giveBack && ((tx: Tx) => call.giveBack!(tx, row));
  await settleRows(deps.db, row, [{ id: row.id, outcome }], answer, { giveBack });
  call.afterGiveBack?.();
}

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
  let booked: B;
  try {
    booked = await call.book();
  } catch (err) {
    if (err instanceof SupplierError && err.fault !== 'rejected') {
      // issue 29, item 4: not a failure; the agent is told not to repeat it and which booking it is
      const unknown = { statusCode: 502, body: bookingUnknownBody([row.id]) };
      const response = { fault: err.fault, detail: err.message };
      await settleRows(deps.db, row, [{ id: row.id, outcome: { status: 'unknown', response } }], unknown);
      return unknown;
    }
    const refused = (err instanceof SupplierError && call.refused?.(err)) || notHeldAnswer(call, row.id);
    const response = {
      fault: err instanceof SupplierError ? err.fault : 'error',
      detail: err instanceof Error ? err.message : String(err),
    };
    await failRow(deps, row, call, refused, response);
    if (!(err instanceof SupplierError)) throw err;
    return refused;
  }
  const code = call.codeOf(booked);
  const answer = { statusCode: 200, body: call.answer(row.id, code) };
  const outcome = { status: call.heldStatus ?? 'confirmed', supplierRef: code, response: booked };
  await recordSupplierOutcome(deps.db, deps.log, { key: row, moves: [{ id: row.id, outcome }], answer });
  return answer;
}

/**
 * Settles a row nobody recorded an answer for, from the supplier's state of the booking made
 * under our reference. Held: confirmed (or the call's heldStatus). Not held (never booked, or
 * cancelled): failed. Either way its Idempotency-Key answers that from now on, written with
 * the status.
 */
export async function settleWrittenRow(
  deps: ModuleDeps,
  row: Reservation,
  state: { state: string; code?: string; booking?: unknown },
  call: Settled,
) {
  const held =
    state.state === 'confirmed' || (call.heldStatus === 'pre_booked' && state.state === 'pre_booked');
  if (held && state.code) {
    const outcome = {
      status: call.heldStatus ?? 'confirmed',
      supplierRef: state.code,
      response: state.booking,
      cause: 'conciliada: el proveedor tiene la reserva',
    };
    const answer = { statusCode: 200, body: call.answer(row.id, state.code) };
    await settleRows(deps.db, row, [{ id: row.id, outcome }], answer);
    return;
  }
  const cause = 'conciliada: el proveedor no tiene la reserva';
  await failRow(deps, row, call, notHeldAnswer(call, row.id), { detail: cause }, cause);
}

/** A row the supplier held (and may have cancelled since, from Mis reservas): its code answers. */
const HELD_ONCE = ['confirmed', 'pre_booked', 'cancelling', 'cancelled'];

/**
 * The answer a settled one-row booking gave, rebuilt from its row for a key a crash left
 * without one (issue 29, item 3): the booking when the supplier held it, else the documented
 * replay of a refusal (502 with failMessage, as settleWrittenRow answers).
 */
export const rebuiltRowAnswer = (
  row: Reservation | undefined,
  call: Pick<WrittenRowCall<unknown>, 'answer'> & Refusal,
): StoredAnswer | undefined => {
  if (!row) return undefined;
  if (row.supplierRef && HELD_ONCE.includes(row.status))
    return { statusCode: 200, body: call.answer(row.id, row.supplierRef) };
  return row.status === 'failed' ? notHeldAnswer(call, row.id) : undefined;
};
