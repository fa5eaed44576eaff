import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginFailures, loginPlaces, users } from '../../../db/schema';

export const findUserByUsername = async (db: Db, username: string) => {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
};

// Rows of login_failures: `<subject>` is a failed try, `try:<subject>` a try still being
// checked. Counting the tries in flight closes the race of many parallel guesses that all
// count before any of them is recorded. Times are the database's, so every API process
// shares one clock.
const TRY = 'try:';
const WINDOW = sql`now() - interval '60 seconds'`;

/**
 * Records tries in flight, one per subject, in order: returns their ids. One login at a time
 * takes its ids (a transaction lock), so two logins are in the same order for every subject:
 * with interleaved ids (A first by address, B first by user) the tenth and eleventh guesses
 * each found one ahead of them and both were refused (9 of 30 let through, not 10).
 */
export const startTries = async (db: Db, subjects: string[]) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const rows = await tx
      .insert(loginFailures)
      .values(subjects.map((s) => ({ subject: `${TRY}${s}` })))
      .returning({ id: loginFailures.id });
    return rows.map((r) => r.id);
  });

/** Failures of the subject in the last minute, and tries in flight that started before this one. */
export const triesAhead = async (db: Db, subject: string, tryId: number) => {
  const [row] = await db
    .select({
      failures: sql<number>`count(*) filter (where ${loginFailures.subject} = ${subject})`.mapWith(Number),
      ahead:
        sql<number>`count(*) filter (where ${loginFailures.subject} = ${TRY + subject} and ${loginFailures.id} < ${tryId})`.mapWith(
          Number,
        ),
    })
    .from(loginFailures)
    .where(
      and(inArray(loginFailures.subject, [subject, TRY + subject]), sql`${loginFailures.at} > ${WINDOW}`),
    );
  return { failures: row?.failures ?? 0, ahead: row?.ahead ?? 0 };
};

/** A failed try becomes a failure; a successful or refused one leaves no trace. */
export const endTries = async (db: Db, ids: number[], failed: boolean) => {
  if (failed) {
    await db
      .update(loginFailures)
      .set({ subject: sql`substr(${loginFailures.subject}, ${TRY.length + 1})` })
      .where(inArray(loginFailures.id, ids));
  } else {
    await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
  }
  // Keeps the table small: rows past the window count for nothing.
  await db.delete(loginFailures).where(sql`${loginFailures.at} < now() - interval '120 seconds'`);
};

/** A place the user logged in from in the last 90 days. */
export const isUsualPlace = async (db: Db, userId: number, ip: string) => {
  const rows = await db
    .select({ ip: loginPlaces.ip })
    .from(loginPlaces)
    .where(
      and(
        eq(loginPlaces.userId, userId),
        eq(loginPlaces.ip, ip),
        sql`${loginPlaces.lastAt} > now() - interval '90 days'`,
      ),
    );
  return rows.length > 0;
};

export const rememberPlace = async (db: Db, userId: number, ip: string) => {
  await db
    .insert(loginPlaces)
    .values({ userId, ip })
    .onConflictDoUpdate({ target: [loginPlaces.userId, loginPlaces.ip], set: { lastAt: sql`now()` } });
};
