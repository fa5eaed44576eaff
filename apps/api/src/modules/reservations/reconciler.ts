import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Reservation } from './repo';
import { answerSettledKeys, type KeyAnswerer } from '../booking/key-answers';
import { claimUnsettled, releaseDeadClaims } from './unsettled';

// A claim without an answer or any row this old belongs to a call that died in its checks: no
// call takes that long (every supplier call is cut at its timeout), so a retry may book.
const DEAD_CLAIM_MS = 10 * 60_000;

const CANCELLING = '(cancelaciones)';

/** How a module settles its unsettled rows (asks its suppliers, records, answers the key). */
export type Settler = (rows: Reservation[]) => Promise<void>;

export type ReconcileOptions = {
  /** a row untouched this long is settled (a booking in flight is left to finish) */
  graceMs: number;
  /** a room waiting for the agent's confirmation this long expires */
  awaitingMs: number;
  leaseMs?: number;
  batch?: number;
};

/**
 * One pass of reconciliation (docs/architecture.md "Reconciliation"): claims the rows left
 * pending or unknown and hands them to their module; releases the claims of keys whose call died before writing
 * anything; answers the keys of settled rows that have none. A module that fails (its supplier down) leaves its rows leased: the next pass
 * after the lease tries again. Answers how many rows it handed out.
 */
export const createReconciler =
  (
    db: Db,
    log: Pick<FastifyBaseLogger, 'error' | 'info'>,
    settlers: Record<string, Settler>,
    o: ReconcileOptions,
    /** the rows a cancellation left marked `cancelling`, whatever their module */
    settleCancelling?: Settler,
    /** how each module rebuilds a settled booking's answer (issue 29, item 3) */
    answerers: Record<string, KeyAnswerer> = {},
  ) =>
  async (): Promise<number> => {
    await releaseDeadClaims(db, DEAD_CLAIM_MS);
    const rows = await claimUnsettled(db, {
      graceMs: o.graceMs,
      awaitingMs: o.awaitingMs,
      leaseMs: o.leaseMs ?? 60_000,
      limit: o.batch ?? 100,
    });
    const byModule = new Map<string, Reservation[]>();
    for (const r of rows) {
      const group = r.status === 'cancelling' ? CANCELLING : r.module;
      byModule.set(group, [...(byModule.get(group) ?? []), r]);
    }
    for (const [module, moduleRows] of byModule) {
      const settle = module === CANCELLING ? settleCancelling : settlers[module];
      if (!settle) {
        log.error({ module, reservations: moduleRows.map((r) => r.id) }, 'no reconciliation for this module');
        continue;
      }
      try {
        await settle(moduleRows);
        log.info({ module, reservations: moduleRows.map((r) => r.id) }, 'reservations reconciled');
      } catch (err) {
        log.error(
          { err, module, reservations: moduleRows.map((r) => r.id) },
          'reconciliation failed, retried later',
        );
      }
    }
    // keys left without an answer although their rows are settled (a crash before issue 29,
    // item 3, or a row settled by hand) answer again, after this pass settled what it could
    await answerSettledKeys(db, log, answerers);
    return rows.length;
  };
