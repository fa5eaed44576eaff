import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// Inventory the agency owns (hotel allotments, Universal event places) is a count left per row,
// taken and given back inside the booking's transactions (docs/decisions.md D-08).

/** A table of such rows: what the supplier first held, and what is left of it. */
type Stock = { initial: AnyPgColumn; remaining: AnyPgColumn; updatedAt: AnyPgColumn };

/** What a row becomes once a booking takes `count` of it; the caller makes sure enough are left. */
export const takingFrom = (stock: Stock, count: number) => ({
  remaining: sql`${stock.remaining} - ${count}`,
  updatedAt: sql`now()`,
});

/** What a row becomes once `count` is given back: never more than the supplier first held. */
export const givingBackTo = (stock: Stock, count: number) => ({
  remaining: sql`least(${stock.initial}, ${stock.remaining} + ${count})`,
  updatedAt: sql`now()`,
});
