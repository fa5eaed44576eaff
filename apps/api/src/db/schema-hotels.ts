import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

// Rooms a hotel supplier still holds, per room type and night (docs/decisions.md D-08: inventory
// that can run out). A row is created the first time a night of a room type is booked, with
// the sandbox's initial allotment; the booking transaction locks it and decrements it.
export const hotelAllotments = pgTable(
  'hotel_allotments',
  {
    supplier: varchar('supplier', { length: 20 }).notNull(),
    hotelId: varchar('hotel_id', { length: 80 }).notNull(),
    roomCode: varchar('room_code', { length: 10 }).notNull(),
    night: date('night', { mode: 'string' }).notNull(),
    initial: integer('initial').notNull(),
    remaining: integer('remaining').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplier, t.hotelId, t.roomCode, t.night] }),
    index('hotel_allotments_hotel_night_idx').on(t.hotelId, t.night),
    check('hotel_allotments_remaining_check', sql`${t.remaining} >= 0`),
  ],
);
