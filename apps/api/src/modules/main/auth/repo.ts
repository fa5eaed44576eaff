import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { loginFailures, loginPlaces, users } from '../../../db/schema';

export const findUserByUsername = async (db: Db, username: string) => {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
};

// Rows of login_failures: `<subject>` is a failed try, `try:<subject>` a try still being
// checked. Counting the tries in flight closes the race of many parallel guesses that all
// count before any of them is recorded. Times are the database's, so every API process
// shares one clock; a test may pin its own (issue 29, item 5).
const TRY = 'try:';
const WINDOW = sql.raw(`interval '60 seconds'`);

/** The clock failures are stamped and counted by: the database's unless a test pins one. */
export type LoginClock = (() => Date) | undefined;
const nowOf = (clock: LoginClock) => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`);
const windowStart = (clock: LoginClock) => sql`(${nowOf(clock)} - ${WINDOW})`;

/**
 * Records tries in flight, one per subject, in order: returns their ids. One login at a time
 * takes its ids (a transaction lock), so two logins are in the same order for every subject:
 * with interleaved ids (A first by address, B first by user) the tenth and eleventh guesses
 * each found one ahead of them and both were refused (9 of 30 let through, not 10).
 */
export const startTries = async (db: Db, subjects: string[], clock: LoginClock) =>
  db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const rows = await tx
      .insert(loginFailures)
      .values(subjects.map((s) => ({ subject: `${TRY}${s}`, at: nowOf(clock) })))
      .returning({ id: loginFailures.id });
    return rows.map((r) => r.id);
  });

/** Failures of the subject in the window, and tries in flight that started before this one. */
export const triesAhead = async (db: Db, subject: string, tryId: number, clock: LoginClock) => {
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
      and(
        inArray(loginFailures.subject, [subject, TRY + subject]),
        sql`${loginFailures.at} > ${windowStart(clock)}`,
      ),
    );
  return { failures: row?.failures ?? 0, ahead: row?.ahead ?? 0 };
};

/**
 * Seconds until the subject has fewer than `limit` failures in the window: when the oldest of
 * its newest `limit` failures leaves it. At least 1.
 */
export const secondsUntilBelow = async (db: Db, subject: string, limit: number, clock: LoginClock) => {
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch from ${loginFailures.at} - ${windowStart(clock)}))`.mapWith(
        Number,
      ),
    })
    .from(loginFailures)
    .where(and(eq(loginFailures.subject, subject), sql`${loginFailures.at} > ${windowStart(clock)}`))
    .orderBy(desc(loginFailures.at))
    .offset(limit - 1)
    .limit(1);
  return Math.max(1, row?.seconds ?? 1);
};

/** A failed try becomes a failure; a successful or refused one leaves no trace. */
export const endTries = async (db: Db, ids: number[], failed: boolean, clock: LoginClock) => {
  if (failed) {
    await db
      .update(loginFailures)
      .set({ subject: sql`substr(${loginFailures.subject}, ${TRY.length + 1})` })
      .where(inArray(loginFailures.id, ids));
  } else {
    await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
  }
  // Keeps the table small: rows past the window count for nothing.
  await db.delete(loginFailures).where(sql`${loginFailures.at} < ${windowStart(clock)} - ${WINDOW}`);
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
