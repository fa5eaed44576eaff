import { z } from 'zod';

// The RateKey the bedbank issues with each rate: it names hotel, room type, board, the
// non-refundable flag, stay and occupancy, so a check or a booking re-prices it (a changed key
// names another rate at its own price, never a cheaper one).
const PREFIX = 'tp1.';

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const ZRateKey = z.object({
  hotelCode: z.string().min(1).max(10),
  roomCode: z.string().min(1).max(5),
  board: z.enum(['RO', 'BB', 'HB', 'AI']),
  nonRefundable: z.boolean(),
  checkin: ZDate,
  checkout: ZDate,
  adults: z.number().int().min(1).max(10),
  childAges: z.array(z.number().int().min(0).max(17)).max(10),
});
export type RateKey = z.infer<typeof ZRateKey>;

export const encodeRateKey = (k: RateKey) =>
  PREFIX +
  Buffer.from(
    JSON.stringify([
      k.hotelCode,
      k.roomCode,
      k.board,
      k.nonRefundable ? 1 : 0,
      k.checkin,
      k.checkout,
      k.adults,
      k.childAges,
    ]),
  ).toString('base64url');

export const decodeRateKey = (key: unknown): RateKey | undefined => {
  if (typeof key !== 'string' || !key.startsWith(PREFIX) || key.length > 300) return undefined;
  try {
    const [hotelCode, roomCode, board, nrf, checkin, checkout, adults, childAges] = JSON.parse(
      Buffer.from(key.slice(PREFIX.length), 'base64url').toString('utf8'),
    ) as unknown[];
    const parsed = ZRateKey.safeParse({
      hotelCode,
      roomCode,
      board,
      nonRefundable: nrf === 1,
      checkin,
      checkout,
      adults,
      childAges,
    });
    return parsed.success && (nrf === 0 || nrf === 1) ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
