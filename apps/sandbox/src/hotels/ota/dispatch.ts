import type { z } from 'zod';
import type { HotelSupplierKey } from '../types';
import { availability } from './avail';
import { ZAvailRQ, ZCancelRQ, ZReadRQ, ZResRQ } from './messages';
import { reservations } from './reservations';
import { otaError, type Answer } from './xml-write';

/** The answer's root for each request the simulator serves. */
export const ANSWER_ROOT = {
  OTA_HotelAvailRQ: 'OTA_HotelAvailRS',
  OTA_HotelResRQ: 'OTA_HotelResRS',
  OTA_ReadRQ: 'OTA_HotelResRS',
  OTA_CancelRQ: 'OTA_CancelRS',
} as const;
export type OtaRequest = keyof typeof ANSWER_ROOT;
export const isOtaRequest = (root: string): root is OtaRequest => Object.hasOwn(ANSWER_ROOT, root);

const parsedBy =
  <T>(schema: z.ZodType<T>, then: (rq: T) => Answer) =>
  (body: unknown): Answer => {
    const parsed = schema.safeParse(body);
    if (parsed.success) return then(parsed.data);
    const where = parsed.error.issues[0]?.path.join('/') ?? '';
    return {
      outcome: { errors: [otaError('321', 'requiredFieldMissing', `Mensaje inválido en ${where}.`)] },
    };
  };

/** One supplier's handler of each message, checked with its schema first; state lives here. */
export const otaHandlers = (key: HotelSupplierKey): Record<OtaRequest, (body: unknown) => Answer> => {
  const search = availability(key);
  const bookings = reservations(key);
  return {
    OTA_HotelAvailRQ: parsedBy(ZAvailRQ, (rq) => ({ outcome: search(rq) })),
    OTA_HotelResRQ: parsedBy(ZResRQ, bookings.book),
    OTA_ReadRQ: parsedBy(ZReadRQ, (rq) => bookings.read(rq.UniqueID)),
    OTA_CancelRQ: parsedBy(ZCancelRQ, (rq) => bookings.cancel(rq.UniqueID)),
  };
};
