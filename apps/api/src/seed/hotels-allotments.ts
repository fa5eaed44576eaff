import { addDays, agencyToday } from '@portal/domain';
import type { Db } from '../db/client';
import { hotelAllotments } from '../db/schema-hotels';
import { CATALOGUE } from '../suppliers/hotels/catalogue';
import { initialAllotment } from '../suppliers/hotels/inventory-prices';

// Demo inventory that runs out: the standard rooms of Disney's Contemporary Resort and
// Disney's Grand Floridian at HBSI keep one room a night for the next 90 days, so the
// demo shows the last room going and the 409 of the next booking. Allotment rows are
// otherwise created lazily by the first booking of a night (modules/hotels/repo.ts).
const SCARCE = ["Disney's Contemporary Resort", "Disney's Grand Floridian Resort & Spa"];
const DAYS = 90;

export async function seedHotelAllotments(db: Db, now = new Date(), tz?: string): Promise<void> {
  const today = agencyToday(now, tz);
  const hotels = CATALOGUE.hotels.filter((h) => SCARCE.includes(h.hotelName));
  const rows = hotels.flatMap((h) =>
    Array.from({ length: DAYS }, (_, i) => {
      const night = addDays(today, i);
      const initial = Math.max(1, initialAllotment('HBSI', h.id, 'STD', night));
      return { supplier: 'HBSI', hotelId: h.id, roomCode: 'STD', night, initial, remaining: 1 };
    }),
  );
  if (rows.length > 0) await db.insert(hotelAllotments).values(rows).onConflictDoNothing();
}
