import { MESSAGES } from '@portal/domain';
import { recordOutcome, type Reservation } from '../reservations/repo';
import type { StoredAnswer } from '../reservations/idempotency';
import type { HotelSupplier, RateOffer, SupplierBooking } from '../../suppliers/hotels/types';
import { confirmedAnswer, needsOf, type StoredRequest } from './answers';
import type { BookingDeps } from './deps';
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
 */
export async function bookItems(deps: BookingDeps, items: Item[]): Promise<StoredAnswer> {
  const settled = await Promise.allSettled(
    items.map((i) =>
      i.offer ? i.supplier.book(i.offer, String(i.row.id)) : Promise.reject(new Error('rate no longer sold')),
    ),
  );
  const booked = settled.map((s) => (s.status === 'fulfilled' ? s.value : undefined));
  const ok = booked.every((b): b is SupplierBooking => b !== undefined);
  await Promise.all(
    items.map(async (item, k) => {
      const booking = booked[k];
      if (booking)
        await recordOutcome(deps.db, item.row.id, {
          status: 'confirmed',
          supplierRef: booking.codigoReserva,
          response: booking,
        });
      if (ok) return;
      const reason =
        settled[k]?.status === 'rejected' ? String((settled[k] as PromiseRejectedResult).reason) : '';
      if (!booking)
        return void (await recordOutcome(deps.db, item.row.id, { status: 'failed', errorMessage: reason }));
      await item.supplier.cancel(booking.codigoReserva).catch(() => undefined);
      await recordOutcome(deps.db, item.row.id, {
        status: 'cancelled',
        errorMessage: 'Anulada: otra habitación de la misma reserva no pudo confirmarse',
      });
    }),
  );
  if (ok)
    return { statusCode: 200, body: confirmedAnswer(items.map((i, k) => ({ ...i, booking: booked[k]! }))) };
  deps.log.warn({ reservations: items.map((i) => i.row.id) }, 'hotel booking failed at a supplier');
  await releaseAllotments(
    deps.db,
    items.flatMap((i) => needsOf(i.request.rateKey)),
  );
  deps.remaining.invalidate();
  return { statusCode: 502, body: { message: MESSAGES.reservationError } };
}
