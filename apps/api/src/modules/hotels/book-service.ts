import { MESSAGES } from '@portal/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../errors';
import { insertPendingReservations, notePending } from '../reservations/repo';
import { withIdempotency } from '../booking/idempotency';
import { answerKey } from '../booking/settle';
import { needsOf, rowAmounts, type StoredRequest } from './answers';
import { bookItems } from './book-items';
import { markedTarifa } from './hotel-prices';
import { markupRowFields } from '../markups/pricing';
import type { HotelsDeps } from './deps';
import { takeAllotments } from '../allotments/repo';
import { prepareCart, type PreparedCart } from './book-rules';
import { type ZReservateRequest } from '@portal/domain';

/** What the row keeps: the rate at the sale the agent booked it for (D-25), as the confirmation shows it. */
const storedRequest = (
  cart: PreparedCart,
  { offer, sale }: PreparedCart['rooms'][number],
): StoredRequest => ({
  destino: cart.destino,
  token: offer.token,
  rateKey: offer.key,
  price: sale,
  tarifa: markedTarifa(offer.shown.tarifa, sale),
  allotment: offer.allotment,
  hotelName: offer.hotel.hotelName,
  roomName: offer.roomName,
  regimen: offer.regimen,
  rateName: offer.rateName,
  nonRefundable: offer.nonRefundable,
  onRequest: offer.onRequest,
});

/** Writes one row per room and takes the allotment, in one transaction (docs/decisions.md D-08). */
async function writeRows(deps: HotelsDeps, user: AuthUser, cart: PreparedCart, key: string) {
  try {
    return await deps.db.transaction(async (tx) => {
      const taken = await takeAllotments(
        tx,
        cart.rooms.flatMap((r) => needsOf(r.offer.key, r.offer.allotment)),
      );
      if (!taken) throw new AppError(409, MESSAGES.soldOut);
      const rows = await insertPendingReservations(
        tx,
        cart.rooms.map((room) => {
          const { offer, index, pasajeros, supplier, sale, price } = room;
          return {
            module: 'hotels',
            supplier: supplier.key,
            userId: user.id,
            idEntidad: cart.idEntidad,
            productName: `${offer.hotel.hotelName} - ${offer.roomName}`.slice(0, 200),
            checkin: offer.key.checkin,
            checkout: offer.key.checkout,
            currency: offer.price.moneda,
            ...rowAmounts(sale, index === 0),
            ...markupRowFields(price),
            passengers: pasajeros,
            request: storedRequest(cart, room),
            nonRefundable: offer.nonRefundable,
            idempotencyKey: key,
            itemIndex: index,
          };
        }),
      );
      return rows.sort((a, b) => a.itemIndex - b.itemIndex);
    });
  } finally {
    deps.remaining.invalidate();
  }
}

/** POST api/client/hotels/reservate (spec §4, §7). */
export function bookHotels(
  deps: HotelsDeps,
  user: AuthUser,
  body: z.infer<typeof ZReservateRequest>,
  key: string,
) {
  const opts = { userId: user.id, key, route: 'booking/reservate', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }) => {
    const cart = await prepareCart(deps, user, body);
    const rows = await writeRows(deps, user, cart, key);
    markWritten(); // from here a thrown error keeps the key: a retry can never book twice
    const items = rows.map((row) => {
      const room = cart.rooms[row.itemIndex]!;
      return { row, supplier: room.supplier, offer: room.offer, request: row.request as StoredRequest };
    });
    if (!cart.rooms.some((r) => r.offer.onRequest))
      return bookItems(deps, { userId: user.id, idempotencyKey: key }, items);
    // spec §4: these rates wait until the agent accepts 'Esta reserva no es reembolsable'
    const reservaIdMapping = Object.fromEntries(items.map(({ row }) => [String(row.id), `PEND-${row.id}`]));
    const answer = {
      statusCode: 200,
      body: { reservaIdMapping, notificationMessages: [MESSAGES.nonRefundableBookingDialog] },
    };
    // the rooms' notes and the key's answer together (issue 29, item 3)
    await deps.db.transaction(async (tx) => {
      for (const { row } of items) {
        const note = { supplierRef: `PEND-${row.id}`, response: { awaitingConfirmation: true } };
        await notePending(tx, row.id, note);
      }
      await answerKey(tx, { userId: user.id, idempotencyKey: key }, answer);
    });
    return answer;
  });
}
