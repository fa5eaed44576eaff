import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reservations } from '../../db/schema';
import { markups } from '../../db/schema-commerce';
import { forgetMarkupRules } from './rules-cache';

// Markup rules for the tests, written straight to the table (the admin CRUD is another
// suite's): the cache is forgotten, so the next quote reads them.

type NewMarkup = typeof markups.$inferInsert;

export async function addMarkup(db: Db, rule: Partial<NewMarkup> = {}): Promise<number> {
  const [row] = await db
    .insert(markups)
    .values({ kind: 'porcentaje', value: '10', ...rule })
    .returning({ id: markups.id });
  forgetMarkupRules(db);
  return row!.id;
}

export async function changeMarkup(db: Db, id: number, change: Partial<NewMarkup>): Promise<void> {
  await db.update(markups).set(change).where(eq(markups.id, id));
  forgetMarkupRules(db);
}

/** Every rule switched off: the suites that share an app start each case from none. */
export async function clearMarkups(db: Db): Promise<void> {
  await db.update(markups).set({ active: false });
  forgetMarkupRules(db);
}

/** The row a booking answer names (`reservationId`), as the database holds it. */
export async function bookedRow(db: Db, answer: { json: () => { reservationId?: unknown } }) {
  const [row] = await db
    .select()
    .from(reservations)
    .where(eq(reservations.id, Number(answer.json().reservationId)));
  return row;
}
