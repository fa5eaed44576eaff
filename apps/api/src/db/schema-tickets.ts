import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

// Places a ticket supplier still holds for one event (Universal Halloween Horror Nights night,
// Universal Express slot): inventory that can run out (docs/decisions.md D-08). A row is created
// the first time the event is booked, with the supplier's capacity for it; the booking
// transaction decrements it and a failed booking gives its places back.
export const ticketEventPlaces = pgTable(
  'ticket_event_places',
  {
    supplier: varchar('supplier', { length: 20 }).notNull(),
    programId: varchar('program_id', { length: 40 }).notNull(),
    /** local date-time of the event, `YYYY-MM-DDTHH:MM:SS` as findEvents answers it */
    eventDateTime: varchar('event_date_time', { length: 19 }).notNull(),
    initial: integer('initial').notNull(),
    remaining: integer('remaining').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.supplier, t.programId, t.eventDateTime] }),
    check('ticket_event_places_remaining_check', sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.initial}`),
  ],
);
