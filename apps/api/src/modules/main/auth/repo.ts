import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginFailures, users } from '../../../db/schema';

export const findUserByUsername = async (db: Db, username: string) => {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
};

export const countRecentFailures = async (db: Db, subject: string, since: Date) => {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.subject, subject), gt(loginFailures.at, since)));
  return row?.n ?? 0;
};

export const recordFailures = async (db: Db, subjects: string[], olderThan: Date) => {
  await db.insert(loginFailures).values(subjects.map((subject) => ({ subject })));
  // Keeps the table small: rows past the window count for nothing.
  await db.delete(loginFailures).where(lt(loginFailures.at, olderThan));
};
