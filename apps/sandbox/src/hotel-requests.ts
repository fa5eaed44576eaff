import { z } from 'zod';

// What the hotel suppliers' availability requests share, checked alike by each one's routes.

export const ZDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Who sleeps in one searched room: its adults and each minor's age. */
export const ZRoomParty = z.object({
  adults: z.number().int().min(1).max(10),
  childAges: z.array(z.number().int().min(0).max(17)).max(10),
});
