import { MESSAGES, type TCarBrand } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import { rebuiltRowAnswer, settleWrittenRow } from '../booking/book-written-row';
import type { KeyAnswerer } from '../booking/key-answers';
import { carBookingAnswer } from './book-service';
import type { CarsDeps } from './deps';

/** Settles a car booking nobody recorded an answer for, from its brand's state of our reference. */
export async function settleCarRow(deps: CarsDeps, row: Reservation) {
  const state = await deps.suppliers[row.supplier as TCarBrand].bookingState(deps.supplierReference(row.id));
  return settleWrittenRow(deps, row, state, {
    answer: carBookingAnswer,
    failMessage: MESSAGES.carBookingError,
  });
}

/** A settled car booking's answer, for a key a crash left without one (issue 29, item 3). */
export const carKeyAnswer: KeyAnswerer = async ([row]) =>
  rebuiltRowAnswer(row, { answer: carBookingAnswer, failMessage: MESSAGES.carBookingError });
