import { z } from 'zod';
import { ZErrorBody } from '../common/primitives';
import { MESSAGES } from '../messages';
import type { TReservationStatus } from './reservation-status';

// issue 29, item 4: a booking call the supplier did not answer (a timeout, a lost answer) may
// have booked. Its rows are `unknown` until reconciliation asks the supplier, so the answer is
// not a failure: it says 'no la repita' and names the reservations, whose state the portal
// shows on resumen?id= as it settles. Every product line answers it in this one shape.
export const ZBookingUnknownBody = ZErrorBody.extend({
  status: z.literal('unknown'),
  /** the booking's (first) reservation: resumen?id= shows it */
  reservaId: z.number().int().positive(),
  /** every reservation of the booking (a hotel cart has one per room) */
  reservaIds: z.array(z.number().int().positive()).min(1),
});
export type TBookingUnknownBody = z.infer<typeof ZBookingUnknownBody>;

/** The 502 answer of a booking whose outcome the supplier did not tell, for its reservation ids. */
export const bookingUnknownBody = (ids: readonly number[]): TBookingUnknownBody => {
  if (ids.length === 0) throw new Error('a booking whose outcome is unknown names its reservations');
  return {
    message: MESSAGES.bookingOutcomeUnknown,
    status: 'unknown',
    reservaId: ids[0]!,
    reservaIds: [...ids],
  };
};

/** A 502 body of any booking call: the unknown outcome first, so its fields are kept. */
export const ZBookingFailureBody = z.union([ZBookingUnknownBody, ZErrorBody]);

/** Statuses reconciliation will still change on its own: the portal keeps asking while in them. */
export const isSettling = (status: TReservationStatus): boolean =>
  status === 'pending' || status === 'unknown';
