import { MESSAGES } from '@portal/domain';
import { AppError } from '../../errors';
import type { StoredAnswer } from '../../lib/reply';
import { SupplierError } from '../../suppliers/core';
import type { ModuleDeps } from '../module-deps';
import { recordSupplierOutcome } from '../reservations/record-after-supplier';
import { insertPendingReservations, recordOutcome, type Reservation } from '../reservations/repo';
import { settleKey } from '../reservations/unsettled';
import type { RemainingReader } from './remaining-reader';
import { releaseAllotments, takeAllotments, type AllotmentNeed } from './repo';

// The booking path of one hotel room (or several alike) taken from the agency's allotment, as
// Disney's reserva-disney/ and the third provider's hotelResV2 book (modules/README.md,
// "Booking path"): the row and its rooms in one transaction, then the supplier under our
// reference, its answer recorded, and reconciliation for a call nobody heard the end of.

export type RoomBookingDeps = ModuleDeps & { remaining: RemainingReader };

/** What a room row keeps: the nights it took, so whoever settles it can give them back. */
export type RoomRequest = { needs: AllotmentNeed[] };

type NewRoomRow = Parameters<typeof insertPendingReservations>[1][number] & { request: RoomRequest };

/** The pending row and the rooms it takes, in one transaction; 409 'sold out' when a night is gone. */
export async function writeRoomRow(deps: RoomBookingDeps, row: NewRoomRow): Promise<Reservation> {
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await takeAllotments(tx, row.request.needs))) throw new AppError(409, MESSAGES.soldOut);
      const [inserted] = await insertPendingReservations(tx, [row]);
      return inserted!;
    });
  } finally {
    deps.remaining.invalidate();
  }
}

/** The supplier does not hold the booking: the row is failed and its rooms given back, together. */
export async function recordRoomFailure(
  deps: RoomBookingDeps,
  row: Pick<Reservation, 'id' | 'request'>,
  detail: string,
  cause?: string,
) {
  await deps.db.transaction(async (tx) => {
    await recordOutcome(tx, row.id, {
      status: 'failed',
      errorMessage: MESSAGES.hotelBookingError,
      response: { detail },
      cause,
    });
    await releaseAllotments(tx, (row.request as RoomRequest).needs);
  });
  deps.remaining.invalidate();
}

/**
 * Asks the supplier to book a written row and records its answer: confirmed (with retries,
 * never turned into failed); unknown when it did not answer (rooms kept, reconciliation asks);
 * failed with the rooms back when it refused, answered by `refused` or the spec §8 text.
 */
export async function bookWrittenRoom<B>(
  deps: RoomBookingDeps,
  row: Reservation,
  call: {
    book: () => Promise<B>;
    codeOf: (booked: B) => string;
    answer: (id: number, code: string) => unknown;
    refused?: (err: SupplierError) => StoredAnswer | undefined;
  },
): Promise<StoredAnswer> {
  let booked: B;
  try {
    booked = await call.book();
  } catch (err) {
    if (err instanceof SupplierError && err.fault !== 'rejected') {
      const response = { fault: err.fault, detail: err.message };
      await recordOutcome(deps.db, row.id, { status: 'unknown', response });
      return { statusCode: 502, body: { message: MESSAGES.bookingOutcomeUnknown } };
    }
    await recordRoomFailure(deps, row, err instanceof Error ? err.message : String(err));
    if (!(err instanceof SupplierError)) throw err;
    return call.refused?.(err) ?? { statusCode: 502, body: { message: MESSAGES.hotelBookingError } };
  }
  const code = call.codeOf(booked);
  await recordSupplierOutcome(deps.db, deps.log, row.id, {
    status: 'confirmed',
    supplierRef: code,
    response: booked,
  });
  return { statusCode: 200, body: call.answer(row.id, code) };
}

/**
 * Settles a room row nobody recorded an answer for: the supplier's state of the booking made
 * under our reference. Held: confirmed. Not held (never booked, or cancelled): failed, rooms
 * back. Either way its Idempotency-Key answers that from now on.
 */
export async function settleRoomRow(
  deps: RoomBookingDeps,
  row: Reservation,
  state: { state: string; code?: string; booking?: unknown },
  answer: (id: number, code: string) => unknown,
) {
  if (state.state === 'confirmed' && state.code) {
    await recordOutcome(deps.db, row.id, {
      status: 'confirmed',
      supplierRef: state.code,
      response: state.booking,
      cause: 'conciliada: el proveedor tiene la reserva',
    });
    return settleKey(deps.db, row, { statusCode: 200, body: answer(row.id, state.code) });
  }
  const cause = 'conciliada: el proveedor no tiene la reserva';
  await recordRoomFailure(deps, row, cause, cause);
  return settleKey(deps.db, row, { statusCode: 502, body: { message: MESSAGES.hotelBookingError } });
}
