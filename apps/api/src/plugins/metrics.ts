import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config';
import type { SupplierCallEvent } from '../suppliers/http';
import {
  notFound,
  scrapeVerdict,
  startMetricsListener,
  UNAUTHORIZED,
  type MetricsAccess,
} from './metrics-access';
import { supplierCallObserver, trackRequestLog } from './metrics-context';
import { bookingsGauge, poolGauges } from './metrics-db';
import { createSupplierWindow, type SupplierWindow } from './supplier-window';

declare module 'fastify' {
  interface FastifyInstance {
    /** what GET /metrics answers; `address` is the listener of its own when METRICS_PORT is set */
    metrics: { scrape: () => Promise<string>; address: () => AddressInfo | undefined };
    /** handed to the supplier HTTP client (plugins/suppliers.ts) */
    observeSupplierCall: (event: SupplierCallEvent) => void;
    /** the last 15 minutes of supplier calls, for the back office's health page */
    supplierWindow: SupplierWindow;
  }
}

// The process's own numbers (event-loop lag, heap, GC, CPU) are one set however many apps a
// test process builds: collected once, into a registry of their own.
let processRegistry: Registry | undefined;
const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};

/** Every answer timed by method, route pattern (never the raw URL: ids would explode the series) and status. */
function observeRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    duration.observe(
      { method: request.method, route, status_code: reply.statusCode },
      reply.elapsedTime / 1000,
    );
    done();
  });
}

function serveOnApiPort(app: FastifyInstance, access: MetricsAccess, registry: Registry) {
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const verdict = scrapeVerdict(access, {
      authorization: request.headers.authorization,
      ip: request.ip,
      ownPort: false,
    });
    if (verdict === 'not_found') return reply.code(404).send(notFound(request.method, '/metrics'));
    if (verdict === 'unauthorized')
      return reply.code(401).header('www-authenticate', 'Bearer').send(UNAUTHORIZED);
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/** Prometheus metrics at GET /metrics, guarded as AppConfig['metrics'] says (README, Observability). */
export const metricsPlugin = fp<{ config: Pick<AppConfig, 'metrics' | 'env'> }>(
  async (app, { config }) => {
    const own = new Registry();
    observeRequests(app, own);
    const observe = supplierCallObserver(own, trackRequestLog(app));
    const window = createSupplierWindow();
    app.decorate('supplierWindow', window);
    app.decorate('observeSupplierCall', (event: SupplierCallEvent) => {
      observe(event);
      window.record(event);
    });
    bookingsGauge(own, { db: app.db, cacheMs: config.metrics.bookingsCacheMs, log: app.log });
    poolGauges(own, app.database);
    const registry = Registry.merge([processMetrics(), own]);

    const access = { ...config.metrics, production: config.env === 'production' };
    serveOnApiPort(app, access, registry);
    let listener: Awaited<ReturnType<typeof startMetricsListener>> | undefined;
    const { port } = access;
    if (port !== undefined) {
      const scrape = async () => ({ contentType: registry.contentType, text: await registry.metrics() });
      app.addHook('onReady', async () => {
        listener = await startMetricsListener({ ...access, port }, scrape);
      });
      app.addHook('onClose', () => listener?.close());
    }
    app.decorate('metrics', { scrape: () => registry.metrics(), address: () => listener?.address() });
  },
  { name: 'metrics', dependencies: ['db'] },
);
