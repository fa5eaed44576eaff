import type { Reservation } from '../reservations/repo';
import { settleRoomRow } from '../allotments/room-booking';
import type { DisneyHotelsDeps } from './deps';
import { disneyBookingAnswer } from './book-service';

/**
 * Settles a Disney hotel booking nobody recorded an answer for (the process died mid-call, or
 * Disney did not answer): Disney says whether it holds it under our reference (room-booking.ts).
 */
export async function settleDisneyRow(deps: DisneyHotelsDeps, row: Reservation) {
  const state = await deps.supplier.bookingState(deps.supplierReference(row.id));
  return settleRoomRow(deps, row, state, disneyBookingAnswer);
}
