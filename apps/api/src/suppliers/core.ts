export type SupplierFault = 'timeout' | 'unavailable' | 'rejected';

/**
 * A supplier that did not answer usefully; the service turns it into the spec's message.
 * `callId` names the HTTP call that failed (sent as x-request-id, logged with the call), so a
 * logged error leads to that call's log line and to the supplier's own logs.
 */
export class SupplierError extends Error {
  constructor(
    readonly supplier: string,
    readonly fault: SupplierFault,
    detail?: string,
    readonly callId?: string,
  ) {
    super(`${supplier}: ${fault}${detail ? ` (${detail})` : ''}`);
  }
}

export type FanOutResult<T> =
  | { supplier: string; ok: true; value: T; ms: number }
  | { supplier: string; ok: false; fault: SupplierFault; ms: number };

/**
 * Calls several suppliers in parallel and returns what each answered: a slow or failing
 * supplier never hides the others' answers (docs/decisions.md D-13).
 */
export async function fanOut<T>(calls: Record<string, () => Promise<T>>): Promise<FanOutResult<T>[]> {
  return Promise.all(
    Object.entries(calls).map(async ([supplier, call]): Promise<FanOutResult<T>> => {
      const started = performance.now();
      try {
        const value = await call();
        return { supplier, ok: true, value, ms: performance.now() - started };
      } catch (err) {
        const fault = err instanceof SupplierError ? err.fault : 'unavailable';
        return { supplier, ok: false, fault, ms: performance.now() - started };
      }
    }),
  );
}
