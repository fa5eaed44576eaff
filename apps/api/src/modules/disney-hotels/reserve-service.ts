import {
  breakdownToAmounts,
  fromCents,
  MESSAGES,
  stayNights,
  type TDisneyBookingRequest,
  type TDisneyBookingResponse,
} from '@portal/domain';
import { AppError } from '../../errors';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import { SupplierError } from '../../suppliers/core';
import { TICKET_SOLD_OUT, type DisneyBookingRequest } from '../../suppliers/disney-hotels';
import { releaseAllotments, takeAllotments, type AllotmentNeed } from '../hotels/repo';
import { withIdempotency } from '../reservations/idempotency';
import { recordSupplierOutcome } from '../reservations/record-after-supplier';
import { insertPendingReservations, recordOutcome } from '../reservations/repo';
import { DISNEY_ALLOTMENT_SUPPLIER, type DisneyHotelsDeps } from './deps';
import { prepareDisneyBooking, type PreparedDisneyBooking } from './reserve-rules';

/** What the row keeps so that whoever settles it can ask Disney and give the rooms back. */
export type StoredDisneyRequest = {
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

/** Disney does not hold the booking: the row is failed and its rooms given back, together. */
export async function recordDisneyFailure(
  deps: DisneyHotelsDeps,
  row: { id: number; request: unknown },
  detail: string,
  cause?: string,
) {
  await deps.db.transaction(async (tx) => {
    await recordOutcome(tx, row.id, {
      status: 'failed',
      errorMessage: MESSAGES.hotelBookingError,
      response: { detail },
      cause,
    });
    await releaseAllotments(tx, (row.request as StoredDisneyRequest).needs);
  });
  deps.remaining.invalidate();
}

/** The pending row and the rooms it takes, in one transaction (ARCHITECTURE "Data"). */
async function writeRow(
  deps: DisneyHotelsDeps,
  user: AuthUser,
  plan: PreparedDisneyBooking,
  stored: StoredDisneyRequest,
  body: TDisneyBookingRequest,
  key: string,
) {
  const { rate, breakdown } = plan;
  try {
    return await deps.db.transaction(async (tx) => {
      if (!(await takeAllotments(tx, stored.needs))) throw new AppError(409, MESSAGES.soldOut);
      const [row] = await insertPendingReservations(tx, [
        {
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
          passengers: body.pasajeros,
          request: stored,
          idempotencyKey: key,
        },
      ]);
      return row!;
    });
  } finally {
    deps.remaining.invalidate();
  }
}

export const disneyBookingAnswer = (id: number, supplierResId: string): TDisneyBookingResponse => ({
  reservationId: String(id),
  status: 'confirmed',
  reservationIds: { supplierResId },
});

/**
 * POST reserva-disney/ (spec §4, §7): once per Idempotency-Key, every rule checked, the row
 * written with the rooms taken, then Disney asked under our reference and its answer recorded.
 */
export function reserveDisney(
  deps: DisneyHotelsDeps,
  user: AuthUser,
  body: TDisneyBookingRequest,
  key: string,
) {
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
    const row = await writeRow(deps, user, plan, stored, body, key);
    markWritten(); // from here a thrown error keeps the key: a retry can never book twice
    let booked;
    try {
      booked = await deps.supplier.book({ ...stored.booking, reference: deps.supplierReference(row.id) });
    } catch (err) {
      // Asked and not answered: Disney may hold it. Unknown, rooms kept, reconciliation asks.
      if (err instanceof SupplierError && err.fault !== 'rejected') {
        const response = { fault: err.fault, detail: err.message };
        await recordOutcome(deps.db, row.id, { status: 'unknown', response });
        return { statusCode: 502, body: { message: MESSAGES.bookingOutcomeUnknown } };
      }
      await recordDisneyFailure(deps, row, err instanceof Error ? err.message : String(err));
      if (!(err instanceof SupplierError)) throw err;
      if (err.message.includes(TICKET_SOLD_OUT))
        return { statusCode: 409, body: { message: MESSAGES.selectedTicketUnavailable } };
      return { statusCode: 502, body: { message: MESSAGES.hotelBookingError } };
    }
    // Disney booked: recorded with retries, never turned into failed.
    await recordSupplierOutcome(deps.db, deps.log, row.id, {
      status: 'confirmed',
      supplierRef: booked.supplierResId,
      response: booked,
    });
    return { statusCode: 200, body: disneyBookingAnswer(row.id, booked.supplierResId) };
  });
}
