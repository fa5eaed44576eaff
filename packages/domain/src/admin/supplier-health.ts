import { z } from 'zod';

// Supplier health as the back office shows it (issue 31, item 7): the last 15 minutes of calls.

export const HEALTH_WINDOW_MINUTES = 15;
/** The verdict looks at the last 5 minutes: a supplier that failed an hour ago is not failing now. */
export const HEALTH_RECENT_MINUTES = 5;

export const SUPPLIER_STATES = ['sin-llamadas', 'normal', 'con-errores', 'fallando'] as const;
export type TSupplierState = (typeof SUPPLIER_STATES)[number];
export const SUPPLIER_STATE_LABELS: Record<TSupplierState, string> = {
  'sin-llamadas': 'Sin llamadas',
  normal: 'Normal',
  'con-errores': 'Con errores',
  fallando: 'Fallando',
};

/** Failed calls in a row that make an outage, whatever the supplier answered before them. */
export const FAILING_STREAK = 3;

/**
 * A supplier's state from its recent calls: failing when at least half of them failed (and
 * there were at least 3: one timeout is not an outage) or when its last 3 calls all failed (a
 * supplier that went down after a busy hour is down now, though most of its 5 minutes went
 * well), with errors from 1 in 10.
 */
export function supplierState(recent: { calls: number; errors: number; streak?: number }): TSupplierState {
  if (recent.calls === 0) return 'sin-llamadas';
  const rate = recent.errors / recent.calls;
  if (recent.calls >= 3 && rate >= 0.5) return 'fallando';
  if ((recent.streak ?? 0) >= FAILING_STREAK) return 'fallando';
  return rate >= 0.1 ? 'con-errores' : 'normal';
}

/** The nearest-rank percentile of `sorted` (ascending), or null when empty. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

const ZMinute = z.object({
  minute: z.string(),
  calls: z.number().int(),
  errors: z.number().int(),
  p95Ms: z.number().nullable(),
});

export const ZSupplierHealth = z.object({
  supplier: z.string(),
  calls: z.number().int(),
  errors: z.number().int(),
  /** 0–1 over the window */
  errorRate: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  state: z.enum(SUPPLIER_STATES),
  lastError: z
    .object({ at: z.string(), outcome: z.string(), status: z.number().nullable(), path: z.string() })
    .nullable(),
  perMinute: z.array(ZMinute),
});
export type TSupplierHealth = z.infer<typeof ZSupplierHealth>;

export const ZSupplierHealthAnswer = z.object({
  generatedAt: z.string(),
  windowMinutes: z.number().int(),
  suppliers: z.array(ZSupplierHealth),
});
export type TSupplierHealthAnswer = z.infer<typeof ZSupplierHealthAnswer>;
