import { z } from 'zod';
import { CART_MAX_ITEMS } from '../cart';
import { MESSAGES } from '../messages';
import { checkStayRange } from '../dates-calendar';
import { checkRooming } from '../occupancy';
import { reportCheck } from './check';
import { ZIsoDate, zOmittable } from './primitives';

// spec §3 Rooming and Stay range.
const int = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const ZRoomingShape = z.object({
  adultCount: zOmittable(int(1, 10, MESSAGES.adultsRange).default(2)),
  childCount: zOmittable(int(0, 10, MESSAGES.minorsRange).default(0)),
  roomCount: zOmittable(int(1, CART_MAX_ITEMS, MESSAGES.roomsRange).default(1)),
  childAges: zOmittable(
    z
      .array(int(0, 17, MESSAGES.minorAgeRange))
      .max(10)
      .default([0]),
  ),
});

/** adults 1-10, minors 0-10 each with an age 0-17, rooms 1-3 (spec §5); defaults of spec §9. */
export const ZRooming = ZRoomingShape.superRefine((r, ctx) => reportCheck(ctx, checkRooming(r)));

export const ZStayRange = z
  .object({ checkin: ZIsoDate, checkout: ZIsoDate })
  .refine((r) => r.checkout > r.checkin, { message: MESSAGES.checkoutNotAfterCheckin, path: ['checkout'] });

/** The stay range with the booking-calendar rules of the user (spec §5, §6), for forms and routes. */
export const makeBookingStayRangeSchema = (ctx: { today: string; isAgenteAS: boolean }) =>
  ZStayRange.superRefine((r, c) => reportCheck(c, checkStayRange(r, ctx)));
