import type { Reservation } from '../reservations/repo';
import { settleRoomRow } from '../allotments/room-booking';
import { thirdBookingAnswer } from './answers';
import type { ThirdHotelsDeps } from './deps';

/**
 * Settles a third-provider booking nobody recorded an answer for (the process died mid-call,
 * or the supplier did not answer): the supplier says whether it holds it under our reference
 * (room-booking.ts).
 */
export async function settleThirdRow(deps: ThirdHotelsDeps, row: Reservation) {
  const state = await deps.supplier.bookingState(deps.supplierReference(row.id));
  return settleRoomRow(deps, row, state, thirdBookingAnswer);
}
