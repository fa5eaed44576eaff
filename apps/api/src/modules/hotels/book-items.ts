import { bookingUnknownBody, MESSAGES } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import type { StoredAnswer } from '../../lib/reply';
import type { HotelSupplier, RateOffer, SupplierBooking } from '../../suppliers/hotels';
import { confirmedAnswer, needsOf, type StoredRequest } from './answers';
import type { HotelsDeps } from './deps';
import { recordSupplierOutcome } from '../booking/record-after-supplier';
import type { KeyOwner, RowMove } from '../booking/settle';
import { releaseAllotments } from '../allotments/repo';
import { SupplierError } from '../../suppliers/core';

type Item = {
  row: Reservation;
  supplier: HotelSupplier;
  offer: RateOffer | undefined;
  /** why there is no offer, when the supplier could not be asked */
  failure?: unknown;
  request: StoredRequest;
};

/**
 * Books every room with its supplier, all or nothing: when one fails, the booked ones are
 * cancelled, every room is given back and the answer is the spec §8 reservation error.
 * What a supplier answered is recorded with retries and never turned into 'failed'; when the
 * database still refuses, the references are logged and the error is rethrown (the caller has
 * called markWritten, so the Idempotency-Key is kept and a retry books nothing).
 */
export const UNDONE = 'Anulada: otra habitación de la misma reserva no pudo confirmarse';

/** Waits between the attempts to cancel a room of a failed cart (ms); then it is left to an administrator. */
const UNDO_RETRY_DELAYS_MS = [200, 1000] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Cancels a room the supplier booked when its cart failed, retrying a refusal; false when the
 * supplier still holds it: then the row stays confirmed and its room is not given back.
 */
export async function undo(
  deps: HotelsDeps,
  item: Pick<Item, 'row' | 'supplier'>,
  booking: Pick<SupplierBooking, 'codigoReserva'>,
  delays: readonly number[] = UNDO_RETRY_DELAYS_MS,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      await item.supplier.cancel(booking.codigoReserva);
      return true;
    } catch (err) {
      const context = { err, reservationId: item.row.id, supplierRef: booking.codigoReserva };
      if (attempt >= delays.length) {
        deps.log.error(
          context,
          'a room of a failed cart could not be cancelled at the supplier: it stays confirmed, reconcile it',
        );
        return false;
      }
      deps.log.warn(
        { ...context, attempt: attempt + 1 },
        'cancelling a room of a failed cart failed, retrying',
      );
      await sleep(delays[attempt]!);
    }
  }
}

/** Gives the rooms' nights back to the agency's allotment (a failed cart, a settled or expired row). */
export async function giveBackRooms(deps: HotelsDeps, requests: StoredRequest[]) {
  if (requests.length === 0) return;
  await releaseAllotments(
    deps.db,
    requests.flatMap((r) => needsOf(r.rateKey, r.allotment ?? [])),
  );
  deps.remaining.invalidate();
}

/** The cart's answer: confirmed; unknown when no room was refused, only unanswered; else the error. */
function cartAnswer(
  items: Item[],
  booked: (SupplierBooking | undefined)[],
  unanswered: Set<number>,
): StoredAnswer {
  if (booked.every((b): b is SupplierBooking => b !== undefined))
    return { statusCode: 200, body: confirmedAnswer(items.map((i, k) => ({ ...i, booking: booked[k]! }))) };
  // issue 29, item 4: no room refused and none booked and undone, only unanswered: the cart may
  // be booked (reconciliation says), so the agent must not repeat it
  if (items.every((i) => unanswered.has(i.row.id)))
    return { statusCode: 502, body: bookingUnknownBody(items.map((i) => i.row.id)) };
  return { statusCode: 502, body: { message: MESSAGES.reservationError } };
}

/**
 * Books the cart's rooms under `key` (the Idempotency-Key of the call that books: reservate,
 * or processPendingReservations for rooms that waited). Every room's status and the cart's
 * answer are written in one transaction (issue 29, item 3), so no crash leaves a settled cart
 * whose key never answers; a cart that failed then undoes the rooms booked and gives back the
 * rest.
 */
export async function bookItems(
  deps: HotelsDeps,
  key: KeyOwner,
  items: Item[],
  undoDelays: readonly number[] = UNDO_RETRY_DELAYS_MS,
): Promise<StoredAnswer> {
  const settled = await Promise.allSettled(
    items.map((i) =>
      i.offer
        ? i.supplier.book(i.offer, deps.supplierReference(i.row.id))
        : Promise.reject(i.failure ?? new Error('rate no longer sold')),
    ),
  );
  const booked = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  // Rooms still held at a supplier after a failed cart (its cancel failed), or maybe held (it
  // did not answer): not given back.
  const stillHeld = new Set<number>();
  const unanswered = new Set<number>();
  const moves: RowMove[] = items.map((item, k) => {
    const booking = booked[k];
    const id = item.row.id;
    if (booking) {
      // The supplier booked it: confirmed first, so the history says so even if it is undone.
      return { id, outcome: { status: 'confirmed', supplierRef: booking.codigoReserva, response: booking } };
    }
    const err = (settled[k] as PromiseRejectedResult).reason;
    // asked and not answered: the supplier may hold it; reconciliation asks, the room stays taken
    if (err instanceof SupplierError && err.fault !== 'rejected') {
      stillHeld.add(id);
      unanswered.add(id);
      return { id, outcome: { status: 'unknown', response: { fault: err.fault, detail: err.message } } };
    }
    return { id, outcome: { status: 'failed', errorMessage: String(err) } };
  });
  const answer = cartAnswer(items, booked, unanswered);
  await recordSupplierOutcome(deps.db, deps.log, { key, moves, answer });
  if (answer.statusCode === 200) return answer;

  deps.log.warn({ reservations: items.map((i) => i.row.id) }, 'hotel booking failed at a supplier');
  const undone = await Promise.allSettled(
    items.map(async (item, k) => {
      const booking = booked[k];
      if (!booking) return;
      if (!(await undo(deps, item, booking, undoDelays))) return stillHeld.add(item.row.id);
      const outcome = {
        status: 'cancelled' as const,
        supplierRef: booking.codigoReserva,
        response: booking,
        errorMessage: UNDONE,
      };
      await recordSupplierOutcome(deps.db, deps.log, { key, moves: [{ id: item.row.id, outcome }], answer });
    }),
  );
  // what is no longer held at a supplier goes back, even if its row was not recorded
  await giveBackRooms(
    deps,
    items.filter((i) => !stillHeld.has(i.row.id)).map((i) => i.request),
  );
  const lost = undone.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (lost) throw lost.reason;
  return answer;
}
