import type { TParkId } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import { rebuiltRowAnswer, settleWrittenRow } from '../booking/book-written-row';
import { TICKET_SUPPLIERS } from '../../suppliers/tickets';
import type { KeyAnswerer } from '../booking/key-answers';
import type { TicketsDeps } from './deps';
import { ticketRowCall } from './ticket-row';

/** The park whose ticket supplier is `supplier` (a row's `supplier`), if any. */
export const parkOf = (supplier: string) =>
  (Object.keys(TICKET_SUPPLIERS) as TParkId[]).find((p) => TICKET_SUPPLIERS[p] === supplier);

/**
 * Settles a ticket pre-booking nobody recorded an answer for (the process died mid-call, or the
 * supplier did not answer): the supplier says whether it holds it under our reference. Held:
 * pre_booked with its code. Not held: failed, its event places given back. Either way its
 * Idempotency-Key answers that from now on, written with the status.
 */
export async function settleTicketRow(deps: TicketsDeps, row: Reservation) {
  const park = parkOf(row.supplier);
  if (!park) throw new Error(`reservation ${row.id}: no ticket supplier ${row.supplier}`);
  const state = await deps.suppliers[park].bookingState(deps.supplierReference(row.id));
  await settleWrittenRow(deps, row, state, ticketRowCall(row));
}

/** A settled pre-booking's answer, for a key a crash left without one (issue 29, item 3). */
export const ticketKeyAnswer: KeyAnswerer = async ([row]) => row && rebuiltRowAnswer(row, ticketRowCall(row));
