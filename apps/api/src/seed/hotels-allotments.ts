import { addDays, agencyToday } from '@portal/domain';
import type { Db } from '../db/client';
import { hotelAllotments } from '../db/schema-hotels';

// Demo inventory that runs out: the agency's contract for the standard rooms of Disney's
// Contemporary Resort and Disney's Grand Floridian at HBSI is one room a night for the next
// 90 days, so the demo shows the last room going and the 409 of the next booking. Allotment
// rows are otherwise created lazily, from the contract the supplier reports, by the first
// booking of a night (modules/allotments/repo.ts).
const SCARCE = ['H-ORL-DISNEY-S-CONTEMPORARY-RESORT', 'H-ORL-DISNEY-S-GRAND-FLORIDIAN-RESORT-SPA'];
const DAYS = 90;

export async function seedHotelAllotments(db: Db, now: Date, tz?: string): Promise<void> {
  const today = agencyToday(now, tz);
  const rows = SCARCE.flatMap((hotelId) =>
    Array.from({ length: DAYS }, (_, i) => {
      const night = addDays(today, i);
      return { supplier: 'HBSI', hotelId, roomCode: 'STD', night, initial: 1, remaining: 1 };
    }),
  );
  await db.insert(hotelAllotments).values(rows).onConflictDoNothing();
}
