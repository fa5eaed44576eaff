import { stayNights, type THotelResV2Request } from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import type { CheckedThirdRate, ThirdGuest } from '../../suppliers/third-provider';
import type { AllotmentNeed } from '../allotments/repo';
import { bookRoom } from '../allotments/book-room';
import { withIdempotency } from '../booking/idempotency';
import { markupRowFields } from '../markups/pricing';
import { thirdBookingAnswer } from './answers';
import { prepareThirdBooking } from './book-rules';
import { THIRD_SUPPLIER, type ThirdHotelsDeps } from './deps';

/** What the row keeps so that whoever settles it can ask the supplier and give the room back. */
type StoredThirdRequest = {
  rateKey: string;
  guests: ThirdGuest[];
  needs: AllotmentNeed[];
  hotelCode: string;
  board: string;
  nonRefundable: boolean;
  /** who booked, from the token (spec §6), never from the body */
  idUsuarioReservo: number;
  idUWS: number;
};

const needsOf = (rate: CheckedThirdRate): AllotmentNeed[] =>
  stayNights(rate.checkin, rate.checkout).map((night, i) => ({
    supplier: THIRD_SUPPLIER,
    hotelId: rate.hotelCode,
    roomCode: rate.roomCode,
    night,
    count: 1,
    initial: rate.allotment[i] ?? 0,
  }));

const guestsOf = (body: THotelResV2Request, rate: CheckedThirdRate): ThirdGuest[] =>
  body.pasajeros.map((p, j) => ({
    firstName: p.nombres,
    lastName: p.apellidos,
    adult: j < rate.adults,
    ...(j < rate.adults ? {} : { age: rate.childAges[j - rate.adults] }),
  }));

/**
 * POST hotelResV2 (spec §7, third provider): once per Idempotency-Key, every rule checked, the
 * row written with the room taken, then the supplier asked under our reference and its answer
 * recorded: confirmed; unknown when it did not answer (the room stays taken, reconciliation
 * asks); failed with the room given back when it refused.
 */
export function bookThirdHotel(deps: ThirdHotelsDeps, user: AuthUser, body: THotelResV2Request, key: string) {
  const opts = { userId: user.id, key, route: 'hotels/hotelResV2', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const plan = await prepareThirdBooking(deps, user, body);
    const { rate } = plan;
    const stored: StoredThirdRequest = {
      rateKey: rate.rateKey,
      guests: guestsOf(body, rate),
      needs: needsOf(rate),
      hotelCode: rate.hotelCode,
      board: rate.board,
      nonRefundable: rate.nonRefundable,
      idUsuarioReservo: user.id,
      idUWS: user.uws,
    };
    return bookRoom(deps, {
      row: {
        module: 'third-hotels',
        supplier: THIRD_SUPPLIER,
        userId: user.id,
        idEntidad: plan.idEntidad,
        productName: `${rate.hotelName} - ${rate.roomName} (${rate.board})`.slice(0, 200),
        checkin: rate.checkin,
        checkout: rate.checkout,
        currency: rate.currency,
        breakdown: plan.breakdown,
        total: plan.total,
        ...markupRowFields(plan.price),
        passengers: body.pasajeros,
        request: stored,
        nonRefundable: rate.nonRefundable,
        idempotencyKey: key,
      },
      markWritten,
      book: (reference) => deps.supplier.book({ reference, rateKey: stored.rateKey, guests: stored.guests }),
      codeOf: (booked) => booked.code,
      answer: thirdBookingAnswer,
    });
  });
}
