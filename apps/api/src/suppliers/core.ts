import type { SupplierConfig } from '../config';

export type SupplierFault = 'timeout' | 'unavailable' | 'rejected';

/** A supplier that did not answer usefully; the service turns it into the spec's message. */
export class SupplierError extends Error {
  constructor(
    readonly supplier: string,
    readonly fault: SupplierFault,
    detail?: string,
  ) {
    super(`${supplier}: ${fault}${detail ? ` (${detail})` : ''}`);
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (ms <= 0) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

export type SupplierBehaviour = SupplierConfig & {
  /** Random source for the failure rate; tests pass a fixed one. */
  random?: () => number;
};

/**
 * Runs one call to a supplier the way a remote one behaves: it takes its latency, fails at
 * its failure rate, and is cut at its timeout. The work gets an AbortSignal so that a call
 * cut by the timeout stops what it was doing.
 */
export async function callSupplier<T>(
  supplier: string,
  behaviour: SupplierBehaviour,
  work: (signal: AbortSignal) => Promise<T> | T,
): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new SupplierError(supplier, 'timeout', `${behaviour.timeoutMs} ms`);
      controller.abort(error);
      reject(error);
    }, behaviour.timeoutMs);
  });
  const run = async () => {
    await sleep(behaviour.latencyMs, controller.signal);
    if ((behaviour.random ?? Math.random)() < behaviour.failRate) {
      throw new SupplierError(supplier, 'unavailable', 'simulated outage');
    }
    return work(controller.signal);
  };
  try {
    return await Promise.race([run(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export type FanOutResult<T> =
  | { supplier: string; ok: true; value: T; ms: number }
  | { supplier: string; ok: false; fault: SupplierFault; ms: number };

/**
 * Calls several suppliers in parallel and returns what each answered: a slow or failing
 * supplier never hides the others' answers (ARCHITECTURE.md, Suppliers).
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
