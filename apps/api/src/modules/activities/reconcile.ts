import { MESSAGES } from '@portal/domain';
import { rebuiltRowAnswer, settleWrittenRow } from '../booking/book-written-row';
import type { KeyAnswerer } from '../booking/key-answers';
import type { Reservation } from '../reservations/repo';
import { utilityAnswer } from './book-service';
import type { ActivitiesDeps } from './deps';

/** Settles an activity or transfer booking nobody recorded an answer for, from the provider's state. */
export async function settleUtilityRow(deps: ActivitiesDeps, row: Reservation) {
  const state = await deps.supplier.bookingState(deps.supplierReference(row.id));
  return settleWrittenRow(deps, row, state, {
    answer: utilityAnswer(row),
    failMessage: MESSAGES.bookingSaveError,
  });
}

/** A settled activity or transfer booking's answer, for a key a crash left without one (issue 29, item 3). */
export const utilityKeyAnswer: KeyAnswerer = async ([row]) =>
  row && rebuiltRowAnswer(row, { answer: utilityAnswer(row), failMessage: MESSAGES.bookingSaveError });
