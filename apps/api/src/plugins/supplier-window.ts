import {
  HEALTH_RECENT_MINUTES,
  HEALTH_WINDOW_MINUTES,
  percentile,
  supplierState,
  type TSupplierHealth,
} from '@portal/domain/admin/supplier-health';
import type { SupplierCallEvent } from '../suppliers/http';

const MINUTE_MS = 60_000;
// a minute's latencies kept for its percentiles: past this, every other one (a busy supplier's
// p95 stays right within a few per cent, and the memory stays bounded)
const SAMPLES_PER_MINUTE = 2_000;
// what counts as a failed call (an agent's own abort, or a 4xx answer to a bad search, is not)
const FAULTS = new Set(['timeout', 'unavailable', 'rejected']);

type LastError = NonNullable<TSupplierHealth['lastError']>;
type Minute = { start: number; calls: number; errors: number; ms: number[]; seen: number };

/**
 * The last 15 minutes of every supplier's calls, by minute, in this process (issue 31, item 7):
 * the back office's health page reads it. Each replica keeps its own: the page shows the
 * replica that answered, as Prometheus would show each target.
 */
export function createSupplierWindow(now: () => number = Date.now) {
  const minutes = new Map<string, Minute[]>();
  const lastErrors = new Map<string, LastError>();
  // failed calls in a row, and when the last one was: an agent's abort neither breaks nor adds
  const streaks = new Map<string, { count: number; at: number }>();
  const floor = (ms: number) => Math.floor(ms / MINUTE_MS) * MINUTE_MS;
  const oldest = () => floor(now()) - (HEALTH_WINDOW_MINUTES - 1) * MINUTE_MS;

  const record = (e: SupplierCallEvent) => {
    const start = floor(now());
    const list = (minutes.get(e.supplier) ?? []).filter((m) => m.start >= oldest());
    let minute = list.at(-1);
    if (minute?.start !== start) list.push((minute = { start, calls: 0, errors: 0, ms: [], seen: 0 }));
    minutes.set(e.supplier, list);
    minute.calls += 1;
    minute.seen += 1;
    if (minute.ms.length < SAMPLES_PER_MINUTE) minute.ms.push(e.ms);
    else if (minute.seen % 2 === 0) minute.ms[minute.seen % SAMPLES_PER_MINUTE] = e.ms;
    if (e.outcome === 'ok') streaks.delete(e.supplier);
    if (FAULTS.has(e.outcome)) {
      streaks.set(e.supplier, { count: (streaks.get(e.supplier)?.count ?? 0) + 1, at: now() });
      minute.errors += 1;
      lastErrors.set(e.supplier, {
        at: new Date(now()).toISOString(),
        outcome: e.outcome,
        status: e.status ?? null,
        path: e.path,
      });
    }
  };

  const healthOf = (supplier: string): TSupplierHealth => {
    const from = oldest();
    const kept = (minutes.get(supplier) ?? []).filter((m) => m.start >= from);
    const recentFrom = floor(now()) - (HEALTH_RECENT_MINUTES - 1) * MINUTE_MS;
    const sum = (list: Minute[], k: 'calls' | 'errors') => list.reduce((n, m) => n + m[k], 0);
    const recent = kept.filter((m) => m.start >= recentFrom);
    const all = kept.flatMap((m) => m.ms).sort((a, b) => a - b);
    const calls = sum(kept, 'calls');
    const errors = sum(kept, 'errors');
    const last = lastErrors.get(supplier);
    const round = (v: number | null) => (v === null ? null : Math.round(v));
    const streak = streaks.get(supplier);
    const recentStreak = streak && streak.at >= recentFrom ? streak.count : 0;
    return {
      supplier,
      calls,
      errors,
      errorRate: calls === 0 ? 0 : errors / calls,
      p50Ms: round(percentile(all, 50)),
      p95Ms: round(percentile(all, 95)),
      state: supplierState({
        calls: sum(recent, 'calls'),
        errors: sum(recent, 'errors'),
        streak: recentStreak,
      }),
      lastError: last && Date.parse(last.at) >= from ? last : null,
      perMinute: Array.from({ length: HEALTH_WINDOW_MINUTES }, (_, i) => {
        const start = from + i * MINUTE_MS;
        const m = kept.find((k) => k.start === start);
        const sorted = m ? [...m.ms].sort((a, b) => a - b) : [];
        return {
          minute: new Date(start).toISOString(),
          calls: m?.calls ?? 0,
          errors: m?.errors ?? 0,
          p95Ms: round(percentile(sorted, 95)),
        };
      }),
    };
  };

  return { record, healthOf };
}
export type SupplierWindow = ReturnType<typeof createSupplierWindow>;
