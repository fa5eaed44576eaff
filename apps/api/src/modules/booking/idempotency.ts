import { createHash } from 'node:crypto';
import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { MESSAGES } from '@portal/domain/messages';
import { AppError, badRequest } from '../../errors';
import type { StoredAnswer } from '../../lib/reply';

const KEY_PATTERN = /^[\w.:-]{8,200}$/;
const DERIVED = 'derived:';
/** How long a booking sent without a key answers an identical one with its first result. */
export const DERIVED_KEY_WINDOW_MS = 10 * 60_000;

/**
 * The booking call's Idempotency-Key. The spec names no such header, so a client built from
 * it sends none (issue 11, item 11): its key is then derived from the call and its body, and
 * an identical booking sent again within DERIVED_KEY_WINDOW_MS answers the first result
 * instead of booking twice. The user is part of every key already (withIdempotency).
 */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (key === undefined || key === '')
    return DERIVED + hashOf([request.routeOptions.url, request.params, request.body]);
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest(MESSAGES.idempotencyKeyInvalid);
  }
  return key;
}

const hashOf = (body: unknown) => createHash('sha256').update(JSON.stringify(body)).digest('hex');

export type IdempotentRun = {
  /** Call once the booking rows are written: from then on a failure keeps the key. */
  markWritten: () => void;
};

// A claim whose call died before storing an answer (a crash, a lost database) is reported
// as such after this long instead of "still processing".
const STALE_CLAIM_MS = 2 * 60_000;

/**
 * Runs a booking once per (user, key). The first call claims the key, runs and stores its
 * answer; a retry gets the stored answer and books nothing. A call that throws before it
 * wrote anything (bad input) releases the key so that a corrected retry can use it; one that
 * throws after writing keeps the key, so a retry can never book a second time.
 */
export async function withIdempotency(
  db: Db,
  opts: { userId: number; key: string; route: string; body: unknown },
  run: (ctx: IdempotentRun) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const requestHash = hashOf(opts.body);
  const where = and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.key, opts.key));
  const claim = () =>
    db
      .insert(idempotencyKeys)
      .values({ userId: opts.userId, key: opts.key, route: opts.route, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
  let claimed = await claim();
  if (claimed.length === 0 && opts.key.startsWith(DERIVED)) {
    // a derived key's answer stands for a while only: the same booking later is a new one
    const expired = await db
      .delete(idempotencyKeys)
      .where(
        and(
          where,
          isNotNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, new Date(Date.now() - DERIVED_KEY_WINDOW_MS)),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    if (expired.length > 0) claimed = await claim();
  }

  if (claimed.length === 0) {
    const [previous] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!previous || previous.requestHash !== requestHash || previous.route !== opts.route) {
      throw new AppError(422, MESSAGES.idempotencyKeyReused);
    }
    if (previous.statusCode === null) {
      const stale = Date.now() - new Date(previous.createdAt).getTime() > STALE_CLAIM_MS;
      // a stale claim is settled by reconciliation (or released when nothing was written)
      throw new AppError(409, stale ? MESSAGES.bookingOutcomeUnknown : MESSAGES.bookingInProgress);
    }
    return { statusCode: previous.statusCode, body: previous.response };
  }

  let written = false;
  try {
    const answer = await run({ markWritten: () => (written = true) });
    await db
      .update(idempotencyKeys)
      .set({ statusCode: answer.statusCode, response: answer.body as object })
      .where(where);
    return answer;
  } catch (err) {
    if (!written) await db.delete(idempotencyKeys).where(where);
    throw err;
  }
}
