import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { idempotencyKeys, reservations } from '../../db/schema';
import type { StoredAnswer } from '../../lib/reply';
import type { Reservation } from '../reservations/repo';
import { answerKey } from './settle';
import { UNSETTLED_STATUSES } from '../reservations/unsettled';

/**
 * How a module rebuilds the answer a booking call gave (or would have given) from its settled
 * rows, in booking order; undefined when it cannot tell (the key is left as it is).
 */
export type KeyAnswerer = (rows: Reservation[]) => Promise<StoredAnswer | undefined>;

/** A row that waits for the agent (PEND-…) is not settled either: its call is answered already. */
const UNSETTLED = sql.join(
  UNSETTLED_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/**
 * The row belongs to the key's claim: written under it after the claim (a derived key claimed
 * again later books new rows, and the old ones must not answer the new call).
 */
const ofClaim = sql`r.user_id = ${idempotencyKeys.userId} and r.idempotency_key = ${idempotencyKeys.key} and r.created_at >= ${idempotencyKeys.createdAt}`;

/**
 * Keys with no answer whose booking rows are all settled: before issue 29 (item 3) a crash
 * between a row's final status and its key's answer left such a key answering 'todavía se está
 * procesando' and then 'no la repita' forever. Each gets the answer its module rebuilds from
 * the rows, so a retry answers what happened. Answers how many keys it answered.
 */
export async function answerSettledKeys(
  db: Db,
  log: Pick<FastifyBaseLogger, 'error' | 'info'>,
  answerers: Record<string, KeyAnswerer>,
  limit = 100,
): Promise<number> {
  const keys = await db
    .select({
      userId: idempotencyKeys.userId,
      key: idempotencyKeys.key,
      createdAt: idempotencyKeys.createdAt,
    })
    .from(idempotencyKeys)
    .where(
      and(
        isNull(idempotencyKeys.statusCode),
        sql`exists (select 1 from ${reservations} r where ${ofClaim})`,
        sql`not exists (select 1 from ${reservations} r where ${ofClaim} and (r.status in (${UNSETTLED}) or coalesce(r.supplier_ref, '') like 'PEND-%'))`,
      ),
    )
    .orderBy(asc(idempotencyKeys.createdAt))
    .limit(limit);
  let answered = 0;
  for (const k of keys) {
    const rows = await db
      .select()
      .from(reservations)
      .where(
        and(
          eq(reservations.userId, k.userId),
          eq(reservations.idempotencyKey, k.key),
          gte(reservations.createdAt, k.createdAt),
        ),
      )
      .orderBy(asc(reservations.itemIndex), asc(reservations.id));
    const module = rows[0]!.module;
    const answerer = answerers[module];
    try {
      const answer = answerer && (await answerer(rows));
      if (!answer) {
        log.error({ module, key: k.key, reservations: rows.map((r) => r.id) }, 'no answer for a settled key');
        continue;
      }
      // only where still missing: a call that answered meanwhile keeps its own answer
      await answerKey(db, { userId: k.userId, idempotencyKey: k.key }, answer, { onlyMissing: true });
      log.info({ module, key: k.key, reservations: rows.map((r) => r.id) }, 'settled key answered again');
      answered++;
    } catch (err) {
      log.error({ err, module, key: k.key }, 'rebuilding a key answer failed, retried later');
    }
  }
  return answered;
}
