import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Histogram, type Registry } from 'prom-client';
import type { SupplierCallEvent } from '../suppliers/http';

/**
 * Keeps each request's logger (it carries the request id) for the work done on its behalf, so
 * a supplier call deep inside a service logs under the request that caused it. Work outside a
 * request (the reconciliation pass) logs with the app's logger.
 */
export function trackRequestLog(app: FastifyInstance): () => FastifyBaseLogger {
  const store = new AsyncLocalStorage<FastifyBaseLogger>();
  // a callback hook: every later hook and the handler run inside `run` (Fastify keeps the
  // context across body parsing)
  app.addHook('onRequest', (request, _reply, done) => store.run(request.log, done));
  return () => store.getStore() ?? app.log;
}

// supplier answers take from tens of milliseconds to their timeout (5 s by default)
const SUPPLIER_BUCKETS = [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const FAULTS = new Set(['timeout', 'unavailable', 'rejected']);

/** Times every supplier exchange by supplier and outcome, and logs it with its call id. */
export function supplierCallObserver(registry: Registry, log: () => FastifyBaseLogger) {
  const duration = new Histogram({
    name: 'supplier_call_duration_seconds',
    help: 'HTTP calls to suppliers by supplier and outcome (ok, http_4xx, timeout, unavailable, aborted)',
    labelNames: ['supplier', 'outcome'] as const,
    buckets: SUPPLIER_BUCKETS,
    registers: [registry],
  });
  return (e: SupplierCallEvent) => {
    duration.observe({ supplier: e.supplier, outcome: e.outcome }, e.ms / 1000);
    const { id, supplier, method, path, status, outcome } = e;
    const line = { supplierCall: { id, supplier, method, path, status, outcome, ms: Math.round(e.ms) } };
    if (FAULTS.has(outcome)) log().warn(line, 'supplier call failed');
    else log().info(line, 'supplier call');
  };
}
