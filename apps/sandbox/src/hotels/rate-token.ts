import { z } from 'zod';
import { HOTEL_SUPPLIER_KEYS, type RateKey } from './types';

// informacionRsrv (spec §3): an opaque string the portal echoes back in the reservation. It
// only names the rate; the server re-derives the rate and its price from it on reservate,
// so a changed token can name another sold rate at its own price, never a cheaper one.
const PREFIX = 'v1.';

const ZRateKey = z.object({
  supplier: z.enum(HOTEL_SUPPLIER_KEYS),
  hotelId: z.string().min(1).max(80),
  roomCode: z.string().min(1).max(10),
  rateCode: z.string().min(1).max(10),
  checkin: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  checkout: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  adults: z.number().int().min(1).max(10),
  childAges: z.array(z.number().int().min(0).max(17)).max(10),
});

export const encodeRateKey = (key: RateKey): string =>
  PREFIX +
  Buffer.from(
    JSON.stringify([
      key.supplier,
      key.hotelId,
      key.roomCode,
      key.rateCode,
      key.checkin,
      key.checkout,
      key.adults,
      key.childAges,
    ]),
  ).toString('base64url');

export const decodeRateKey = (token: unknown): RateKey | undefined => {
  if (typeof token !== 'string' || !token.startsWith(PREFIX) || token.length > 400) return undefined;
  try {
    const [supplier, hotelId, roomCode, rateCode, checkin, checkout, adults, childAges] = JSON.parse(
      Buffer.from(token.slice(PREFIX.length), 'base64url').toString('utf8'),
    ) as unknown[];
    const parsed = ZRateKey.safeParse({
      supplier,
      hotelId,
      roomCode,
      rateCode,
      checkin,
      checkout,
      adults,
      childAges,
    });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
