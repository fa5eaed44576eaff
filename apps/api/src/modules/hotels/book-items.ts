import { MESSAGES } from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import type { HotelSupplier, RateOffer, SupplierBooking } from '../../suppliers/hotels';
import { releaseAllotments } from '../allotments/repo';
import { bookWrittenRows, undoStep, UNDO_RETRY_DELAYS_MS } from '../booking/book-written-rows';
import type { KeyOwner } from '../booking/settle';
import type { Reservation } from '../reservations/repo';
import { confirmedAnswer, needsOf, type StoredRequest } from './answers';
import type { HotelsDeps } from './deps';

type Item = {
  row: Reservation;
  supplier: HotelSupplier;
  offer: RateOffer | undefined;
  /** why there is no offer, when the supplier could not be asked */
  failure?: unknown;
  request: StoredRequest;
};

/** What a room says when another room of its cart could not be confirmed and it was cancelled. */
export const UNDONE = 'Anulada: otra habitación de la misma reserva no pudo confirmarse';

/**
 * Cancels a room the supplier booked when its cart failed, retrying a refusal; false when the
 * supplier still holds it: then the row stays confirmed and its room is not given back.
 */
export const undo = (
  deps: HotelsDeps,
  item: Pick<Item, 'row' | 'supplier'>,
  booking: Pick<SupplierBooking, 'codigoReserva'>,
) => undoStep(deps.log, item.row, booking.codigoReserva, () => item.supplier.cancel(booking.codigoReserva));

/** Gives the rooms' nights back to the agency's allotment (a failed cart, a settled or expired row). */
export async function giveBackRooms(deps: HotelsDeps, requests: StoredRequest[]) {
  if (requests.length === 0) return;
  await releaseAllotments(
    deps.db,
    requests.flatMap((r) => needsOf(r.rateKey, r.allotment ?? [])),
  );
  deps.remaining.invalidate();
}

/**
 * Books the cart's rooms under `key` (the Idempotency-Key of the call that books: the cart's
 * booking, or processPendingReservations for rooms that waited) through the booking path of
 * several rows (booking/book-written-rows.ts): all or nothing, a failed cart undoes the rooms
 * booked and gives back the rest.
 */
export function bookItems(
  deps: HotelsDeps,
  key: KeyOwner,
  items: Item[],
  undoDelays: readonly number[] = UNDO_RETRY_DELAYS_MS,
): Promise<StoredAnswer> {
  const steps = items.map((i) => ({
    row: i.row,
    book: () =>
      i.offer
        ? i.supplier.book(i.offer, deps.supplierReference(i.row.id))
        : Promise.reject(i.failure ?? new Error('rate no longer sold')),
    codeOf: (booking: SupplierBooking) => booking.codigoReserva,
    undo: (booking: SupplierBooking) => i.supplier.cancel(booking.codigoReserva),
  }));
  return bookWrittenRows(deps, key, steps, {
    answer: (booked) => confirmedAnswer(items.map((i, k) => ({ ...i, booking: booked[k]! }))),
    failMessage: MESSAGES.reservationError,
    undoneMessage: UNDONE,
    giveBack: (rows) =>
      giveBackRooms(
        deps,
        items.filter((i) => rows.includes(i.row)).map((i) => i.request),
      ),
    undoDelays,
  });
}
