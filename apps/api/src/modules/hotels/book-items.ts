import { MESSAGES } from '@portal/domain';
import type { Reservation } from '../reservations/repo';
import type { StoredAnswer } from '../../lib/reply';
import type { HotelSupplier, RateOffer, SupplierBooking } from '../../suppliers/hotels/types';
import { confirmedAnswer, needsOf, type StoredRequest } from './answers';
import type { HotelsDeps } from './deps';
import { recordSupplierOutcome } from '../reservations/record-after-supplier';
import { releaseAllotments } from './repo';

export type Item = {
  row: Reservation;
  supplier: HotelSupplier;
  offer: RateOffer | undefined;
  request: StoredRequest;
};

/**
 * Books every room with its supplier, all or nothing: when one fails, the booked ones are
 * cancelled, every room is given back and the answer is the spec §8 reservation error.
 * What a supplier answered is recorded with retries and never turned into 'failed'; when the
 * database still refuses, the references are logged and the error is rethrown (the caller has
 * called markWritten, so the Idempotency-Key is kept and a retry books nothing).
 */
export async function bookItems(deps: HotelsDeps, items: Item[]): Promise<StoredAnswer> {
  const settled = await Promise.allSettled(
    items.map((i) =>
      i.offer ? i.supplier.book(i.offer, String(i.row.id)) : Promise.reject(new Error('rate no longer sold')),
    ),
  );
  const booked = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const ok = booked.every((b): b is SupplierBooking => b !== undefined);
  const recorded = await Promise.allSettled(
    items.map(async (item, k) => {
      const booking = booked[k];
      const id = item.row.id;
      if (ok)
        return recordSupplierOutcome(deps.db, deps.log, id, {
          status: 'confirmed',
          supplierRef: booking!.codigoReserva,
          response: booking,
        });
      if (!booking) {
        const reason = String((settled[k] as PromiseRejectedResult).reason);
        return recordSupplierOutcome(deps.db, deps.log, id, { status: 'failed', errorMessage: reason });
      }
      await item.supplier.cancel(booking.codigoReserva).catch(() => undefined);
      return recordSupplierOutcome(deps.db, deps.log, id, {
        status: 'cancelled',
        supplierRef: booking.codigoReserva,
        response: booking,
        errorMessage: 'Anulada: otra habitación de la misma reserva no pudo confirmarse',
      });
    }),
  );
  if (!ok) {
    deps.log.warn({ reservations: items.map((i) => i.row.id) }, 'hotel booking failed at a supplier');
    // nothing is held at the suppliers any more: the rooms go back even if a row was not recorded
    await releaseAllotments(
      deps.db,
      items.flatMap((i) => needsOf(i.request.rateKey)),
    );
    deps.remaining.invalidate();
  }
  const lost = recorded.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (lost) throw lost.reason;
  if (ok)
    return { statusCode: 200, body: confirmedAnswer(items.map((i, k) => ({ ...i, booking: booked[k]! }))) };
  return { statusCode: 502, body: { message: MESSAGES.reservationError } };
}
