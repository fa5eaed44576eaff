import { z } from 'zod';

// The reserveCode Disney issues with each rate: it names hotel, room type, plan, stay and
// occupancy, so a booking is re-priced from it (a changed code names another rate at its own
// price, never a cheaper one).
const PREFIX = 'dh1.';

const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const ZReserveKey = z.object({
  hotelId: z.string().min(1).max(20),
  roomCode: z.string().min(1).max(5),
  plan: z.string().min(1).max(5),
  checkin: ZDate,
  checkout: ZDate,
  adults: z.number().int().min(1).max(10),
  childAges: z.array(z.number().int().min(0).max(17)).max(10),
});
export type ReserveKey = z.infer<typeof ZReserveKey>;

export const encodeReserveCode = (k: ReserveKey) =>
  PREFIX +
  Buffer.from(
    JSON.stringify([k.hotelId, k.roomCode, k.plan, k.checkin, k.checkout, k.adults, k.childAges]),
  ).toString('base64url');

export const decodeReserveCode = (code: unknown): ReserveKey | undefined => {
  if (typeof code !== 'string' || !code.startsWith(PREFIX) || code.length > 300) return undefined;
  try {
    const [hotelId, roomCode, plan, checkin, checkout, adults, childAges] = JSON.parse(
      Buffer.from(code.slice(PREFIX.length), 'base64url').toString('utf8'),
    ) as unknown[];
    const parsed = ZReserveKey.safeParse({ hotelId, roomCode, plan, checkin, checkout, adults, childAges });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
};
