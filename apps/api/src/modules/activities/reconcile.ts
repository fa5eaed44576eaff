import { MESSAGES } from '@portal/domain';
import { settleWrittenRow } from '../reservations/book-written-row';
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
