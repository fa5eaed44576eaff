import { MESSAGES, type TCarBrand } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import { settleWrittenRow } from '../reservations/book-written-row';
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
