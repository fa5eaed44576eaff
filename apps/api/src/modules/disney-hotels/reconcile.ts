import { MESSAGES } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import { recordOutcome } from '../reservations/repo';
import { settleKey } from '../reservations/unsettled';
import type { DisneyHotelsDeps } from './deps';
import { disneyBookingAnswer, recordDisneyFailure } from './reserve-service';

/**
 * Settles a Disney hotel booking nobody recorded an answer for (the process died mid-call, or
 * Disney did not answer): Disney says whether it holds it under our reference. Held: confirmed
 * with its reservation id. Not held: failed, its rooms given back to the allotment. Either way
 * its Idempotency-Key answers that from now on.
 */
export async function settleDisneyRow(deps: DisneyHotelsDeps, row: Reservation) {
  const state = await deps.supplier.bookingState(deps.supplierReference(row.id));
  if (state.state === 'confirmed') {
    await recordOutcome(deps.db, row.id, {
      status: 'confirmed',
      supplierRef: state.code,
      response: state.booking,
      cause: 'conciliada: el proveedor tiene la reserva',
    });
    return settleKey(deps.db, row, { statusCode: 200, body: disneyBookingAnswer(row.id, state.code) });
  }
  const cause = 'conciliada: el proveedor no tiene la reserva';
  await recordDisneyFailure(deps, row, cause, cause);
  return settleKey(deps.db, row, { statusCode: 502, body: { message: MESSAGES.hotelBookingError } });
}
