import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { reservations, users } from './schema';

// Travel-assistance quotes (issue 15): each plan the insurer priced for an agent's trip, kept
// so that only that agent can accept it, the pre-booking is priced from what the insurer
// accepted (never from the client), and one quote makes one voucher.

export const assistanceQuotes = pgTable(
  'assistance_quotes',
  {
    /** the insurer's quote id (spec §3 Assistance quote id) */
    id: varchar('id', { length: 120 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    destination: varchar('destination', { length: 20 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** one age per traveller, in the order quoted */
    ages: jsonb('ages').$type<number[]>().notNull(),
    planCode: varchar('plan_code', { length: 40 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    category: varchar('category', { length: 10 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** the answer the agent was shown (spec §3 shape), for the pre-booking's record */
    quote: jsonb('quote').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedPrice: numeric('accepted_price', { precision: 12, scale: 2 }),
    /** the pre-booking made with it; a failed one frees the quote again */
    reservationId: bigint('reservation_id', { mode: 'number' }).references(() => reservations.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistance_quotes_expiry_idx').on(t.expiresAt)],
);
export type AssistanceQuoteRow = typeof assistanceQuotes.$inferSelect;
