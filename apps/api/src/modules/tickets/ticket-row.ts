import { MESSAGES } from '@portal/domain';
import type { WrittenRowCall } from '../booking/book-written-row';
import type { Reservation } from '../reservations/repo';
import { preBookAnswerOf, preBookFailureOf } from './answers';
import { eventPlacesOf, releaseEventPlaces } from './repo';

/** What the booking path needs to answer and settle a ticket row (all but the supplier call). */
export type TicketRowCall = Omit<WrittenRowCall<unknown>, 'book' | 'codeOf'>;

/**
 * How the booking path (booking/book-written-row.ts) records a ticket pre-booking: held
 * as pre_booked (issued on payment), a refusal answers 502 with the reservation's id, and the
 * Universal event places the row took go back with a failure, in its transaction.
 */
export const ticketRowCall = (row: Reservation): TicketRowCall => ({
  answer: (_id, code) => preBookAnswerOf(row, code),
  failMessage: MESSAGES.bookingNotCompleted,
  failedBody: preBookFailureOf,
  heldStatus: 'pre_booked',
  giveBack: async (tx) => {
    const places = eventPlacesOf(row);
    if (places) await releaseEventPlaces(tx, places);
  },
});
