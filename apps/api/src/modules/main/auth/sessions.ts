import { eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { revokedTokens, users } from '../../../db/schema';
import { SESSION_MINUTES } from '@portal/domain';
import type { Session } from '../../../plugins/auth';

const TTL_MS = 15_000;
const MAX_ENTRIES = 10_000;

/** Entries read again after TTL_MS; never more than MAX_ENTRIES (the least recently used go). */
const shortCache = <K extends NonNullable<unknown>, V extends NonNullable<unknown>>(now: () => number) =>
  new LRUCache<K, V>({ max: MAX_ENTRIES, ttl: TTL_MS, ttlResolution: 0, perf: { now } });

/** What the back office may have changed of a user since their token was signed. */
export type UserState = { active: boolean; nivel: number; mustChangePassword: boolean };
const GONE: UserState = { active: false, nivel: 0, mustChangePassword: false };

/**
 * Whether a token may still work: its user exists and is active, and it was not ended by a
 * logout. Read from the database at most every 15 s per user and per token in each process,
 * so a deactivated user, a changed role or a logged-out token takes effect everywhere within that.
 */
export function createSessions(db: Db, now = () => Date.now(), sessionMs = SESSION_MINUTES * 60_000) {
  const userStates = shortCache<number, UserState>(now);
  const revoked = shortCache<string, boolean>(now);
  const stateOf = async (userId: number) => {
    let state = userStates.get(userId);
    if (state === undefined) {
      const [row] = await db
        .select({ active: users.active, nivel: users.nivel, mustChangePassword: users.mustChangePassword })
        .from(users)
        .where(eq(users.id, userId));
      userStates.set(userId, (state = row ?? GONE));
    }
    return state;
  };
  const isActive = async (userId: number) => (await stateOf(userId)).active;
  const isRevoked = async (jti: string) => {
    let gone = revoked.get(jti);
    if (gone === undefined) {
      const rows = await db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti));
      revoked.set(jti, (gone = rows.length > 0));
    }
    return gone;
  };
  return {
    /** The user's role and flags as the database has them (at most 15 s old). */
    stateOf,
    /** This process reads the user again at once (after a change made here). */
    forget: (userId: number) => void userStates.delete(userId),
    check: async (session: Session) =>
      (await isActive(session.user.id)) &&
      !(await isRevoked(session.jti)) &&
      (session.sid === session.jti || !(await isRevoked(session.sid))),
    /**
     * Ends a login before its expiry: its id (sid) is kept until the last token it may have
     * renewed to expires (now + a session), so every token of it stops working. Expired
     * entries are dropped on the way.
     */
    logout: async (session: Session) => {
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
      const until = new Date(Math.max(session.expMs, now() + sessionMs));
      await db
        .insert(revokedTokens)
        .values([
          { jti: session.sid, expiresAt: until },
          ...(session.sid === session.jti ? [] : [{ jti: session.jti, expiresAt: new Date(session.expMs) }]),
        ])
        .onConflictDoNothing();
      revoked.set(session.jti, true);
      revoked.set(session.sid, true);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
