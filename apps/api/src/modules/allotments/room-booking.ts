import { MESSAGES } from '@portal/domain';
import { AppError } from '../../errors';
import type { ModuleDeps } from '../module-deps';
import {
  bookWrittenRow,
  rebuiltRowAnswer,
  settleWrittenRow,
  type WrittenRowCall,
} from '../booking/book-written-row';
import type { Tx } from '../../db/client';
import { insertPendingReservations, type Reservation } from '../reservations/repo';
import type { RemainingReader } from './remaining-reader';
import { bySupplierCode } from '../reservations/cancel-service';
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

/** Gives a room row's nights back (in the transaction that records it failed). */
const giveBackRoom = (tx: Tx, row: Pick<Reservation, 'request'>) =>
  releaseAllotments(tx, (row.request as RoomRequest).needs);

/** Cancels a room at its supplier and gives its nights back with the row's cancellation (issue 18). */
export const roomCanceller = (deps: RoomBookingDeps, cancel: (code: string) => Promise<void>) =>
  bySupplierCode((_, code) => cancel(code), {
    giveBack: (tx, row) => releaseAllotments(tx, (row.request as RoomRequest).needs),
    after: () => deps.remaining.invalidate(),
  });

/** A room row booked with its supplier (booking/book-written-row.ts), its rooms back when refused. */
export const bookWrittenRoom = <B>(
  deps: RoomBookingDeps,
  row: Reservation,
  call: Omit<WrittenRowCall<B>, 'giveBack' | 'afterGiveBack' | 'failMessage'>,
) =>
  bookWrittenRow(deps, row, {
    ...call,
    failMessage: MESSAGES.hotelBookingError,
    giveBack: giveBackRoom,
    afterGiveBack: () => deps.remaining.invalidate(),
  });

/** A room row nobody heard the end of, settled from its supplier's state (rooms back when not held). */
export const settleRoomRow = (
  deps: RoomBookingDeps,
  row: Reservation,
  state: { state: string; code?: string; booking?: unknown },
  answer: (id: number, code: string) => unknown,
) =>
  settleWrittenRow(deps, row, state, {
    answer,
    failMessage: MESSAGES.hotelBookingError,
    giveBack: giveBackRoom,
    afterGiveBack: () => deps.remaining.invalidate(),
  });

/** A settled room row's answer, for a key a crash left without one (issue 29, item 3). */
export const rebuiltRoomAnswer = (
  row: Reservation | undefined,
  answer: (id: number, code: string) => unknown,
) => rebuiltRowAnswer(row, { answer, failMessage: MESSAGES.hotelBookingError });
