import type { TParkId } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import { settleRows } from '../reservations/settle';
import { TICKET_SUPPLIERS } from '../../suppliers/tickets';
import { preBookAnswerOf, preBookFailureOf } from './answers';
import type { KeyAnswerer } from '../reservations/key-answers';
import type { TicketsDeps } from './deps';
import { recordFailure } from './pre-book-service';
import { eventPlacesOf } from './repo';

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
  if (state.state === 'pre_booked') {
    const outcome = {
      status: 'pre_booked' as const,
      supplierRef: state.code,
      response: state,
      cause: 'conciliada: el proveedor tiene la pre-reserva',
    };
    const answer = { statusCode: 200, body: preBookAnswerOf(row, state.code) };
    await settleRows(deps.db, row, [{ id: row.id, outcome }], answer);
    return;
  }
  const cause = 'conciliada: el proveedor no tiene la pre-reserva';
  await recordFailure(deps.db, row, eventPlacesOf(row), new Error(cause), cause);
}

/** A settled pre-booking's answer, for a key a crash left without one (issue 29, item 3). */
export const ticketKeyAnswer: KeyAnswerer = async ([row]) => {
  if (!row) return undefined;
  if (row.supplierRef && ['pre_booked', 'cancelling', 'cancelled'].includes(row.status))
    return { statusCode: 200, body: preBookAnswerOf(row, row.supplierRef) };
  return row.status === 'failed' ? { statusCode: 502, body: preBookFailureOf(row.id) } : undefined;
};
