import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { MESSAGES } from '@portal/domain/messages';
import { AppError, badRequest } from '../../errors';
import type { StoredAnswer } from '../../lib/reply';

const KEY_PATTERN = /^[\w.:-]{8,200}$/;

/** The Idempotency-Key every booking call must carry. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw badRequest(MESSAGES.idempotencyKeyRequired);
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
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId: opts.userId, key: opts.key, route: opts.route, requestHash })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const where = and(eq(idempotencyKeys.userId, opts.userId), eq(idempotencyKeys.key, opts.key));

  if (claimed.length === 0) {
    const [previous] = await db.select().from(idempotencyKeys).where(where).limit(1);
    if (!previous || previous.requestHash !== requestHash || previous.route !== opts.route) {
      throw new AppError(422, 'La clave Idempotency-Key ya se usó con otra solicitud');
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
