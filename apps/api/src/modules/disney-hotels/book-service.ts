import {
  breakdownToAmounts,
  fromCents,
  MESSAGES,
  stayNights,
  type TDisneyBookingRequest,
  type TDisneyBookingResponse,
} from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import { TICKET_SOLD_OUT, type DisneyBookingRequest } from '../../suppliers/disney-hotels';
import type { AllotmentNeed } from '../allotments/repo';
import { bookRoom } from '../allotments/book-room';
import { withIdempotency } from '../booking/idempotency';
import { markupRowFields } from '../markups/pricing';
import { DISNEY_ALLOTMENT_SUPPLIER, type DisneyHotelsDeps } from './deps';
import { prepareDisneyBooking, type PreparedDisneyBooking } from './book-rules';

/** What the row keeps so that whoever settles it can ask Disney and give the rooms back. */
type StoredDisneyRequest = {
  booking: Omit<DisneyBookingRequest, 'reference'>;
  needs: AllotmentNeed[];
  hotelId: string;
  rateName: string;
};

const needsOf = ({ rate, rooms }: PreparedDisneyBooking): AllotmentNeed[] =>
  stayNights(rate.checkin, rate.checkout).map((night, i) => ({
    supplier: DISNEY_ALLOTMENT_SUPPLIER,
    hotelId: rate.hotelId,
    roomCode: rate.roomId,
    night,
    count: rooms,
    initial: rate.allotment[i] ?? 0,
  }));

export const disneyBookingAnswer = (id: number, supplierResId: string): TDisneyBookingResponse => ({
  reservationId: String(id),
  status: 'confirmed',
  reservationIds: { supplierResId },
});

/**
 * POST reserva-disney/ (spec §4, §7): once per Idempotency-Key, every rule checked, the row
 * written with the rooms taken, then Disney asked under our reference and its answer recorded.
 */
export function bookDisney(deps: DisneyHotelsDeps, user: AuthUser, body: TDisneyBookingRequest, key: string) {
  const opts = { userId: user.id, key, route: 'hotels/reserva-disney', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const plan = await prepareDisneyBooking(deps, user, body);
    const t = plan.ticket;
    const stored: StoredDisneyRequest = {
      booking: {
        reserveCode: body.reservaCodigo,
        rooms: plan.rooms,
        ticket: t && {
          code: t.ticket.code,
          codeChild: t.ticket.codeChild,
          date: t.date,
          adults: t.adults,
          childs: t.childs,
        },
        passengers: body.pasajeros.map(({ nombres, apellidos }) => ({ nombres, apellidos })),
      },
      needs: needsOf(plan),
      hotelId: plan.rate.hotelId,
      rateName: plan.rate.rateName,
    };
    const { rate, breakdown } = plan;
    return bookRoom(deps, {
      row: {
        module: 'disney-hotels',
        supplier: DISNEY_ALLOTMENT_SUPPLIER,
        userId: user.id,
        idEntidad: plan.idEntidad,
        productName: `${rate.hotelName} - ${rate.roomName}`.slice(0, 200),
        checkin: rate.checkin,
        checkout: rate.checkout,
        currency: rate.price.currency,
        breakdown: breakdownToAmounts(breakdown),
        total: fromCents(breakdown.total).toFixed(2),
        ...markupRowFields(plan.price),
        passengers: body.pasajeros,
        request: stored,
        nonRefundable: rate.nonRefundable,
        idempotencyKey: key,
      },
      markWritten,
      book: (reference) => deps.supplier.book({ ...stored.booking, reference }),
      codeOf: (booked) => booked.supplierResId,
      answer: disneyBookingAnswer,
      // the ticket sold out between our check and Disney's booking
      refused: (err) =>
        err.message.includes(TICKET_SOLD_OUT)
          ? { statusCode: 409, body: { message: MESSAGES.selectedTicketUnavailable } }
          : undefined,
    });
  });
}
