import { MESSAGES } from '@portal/domain';
import { rebuiltRowAnswer, settleWrittenRow } from '../booking/book-written-row';
import type { KeyAnswerer } from '../booking/key-answers';
import type { Reservation } from '../reservations/repo';
import type { AssistanceDeps } from './deps';
import { voucherAnswer } from './book-service';

/** Settles a pre-booking nobody recorded an answer for, from the insurer's state of our reference. */
export async function settleVoucherRow(deps: AssistanceDeps, row: Reservation) {
  const state = await deps.supplier.bookingState(deps.supplierReference(row.id));
  return settleWrittenRow(deps, row, state, {
    answer: voucherAnswer,
    failMessage: MESSAGES.assistanceBookingError,
    heldStatus: 'pre_booked',
  });
}

/** A settled pre-booking's answer, for a key a crash left without one (issue 29, item 3). */
export const voucherKeyAnswer: KeyAnswerer = async ([row]) =>
  rebuiltRowAnswer(row, { answer: voucherAnswer, failMessage: MESSAGES.assistanceBookingError });
