import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import type { Database, Db } from '../db/client';
import { reservations } from '../db/schema';
import { withDeadline } from '../modules/health/deadline';

type BookingCount = { module: string; status: string; n: number };

const countBookings = (db: Db) =>
  db
    .select({ module: reservations.module, status: reservations.status, n: count() })
    .from(reservations)
    .groupBy(reservations.module, reservations.status);

/**
 * Bookings by module and status, counted when scraped with one grouped query; an answer is
 * reused for `cacheMs` (and shared while it runs) however many scrapers ask.
 */
export function bookingsGauge(
  registry: Registry,
  { db, cacheMs, log }: { db: Db; cacheMs: number; log: FastifyBaseLogger },
) {
  let last: { at: number; rows: Promise<BookingCount[]> } | undefined;
  const counts = () => {
    if (!last || performance.now() - last.at >= cacheMs)
      last = { at: performance.now(), rows: withDeadline(countBookings(db), 2_000) };
    return last.rows;
  };
  return new Gauge({
    name: 'portal_bookings',
    help: 'Bookings (rows of reservations) by module and status',
    labelNames: ['module', 'status'] as const,
    registers: [registry],
    async collect() {
      try {
        const rows = await counts();
        this.reset();
        for (const r of rows) this.set({ module: r.module, status: r.status }, r.n);
      } catch (err) {
        // no numbers rather than stale ones; the scrape still answers the other metrics
        last = undefined;
        this.reset();
        log.warn({ err }, 'bookings metric not collected');
      }
    },
  });
}

type PoolLike = { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };

/** The pg pool's connections in use, idle, its limit, and the queries waiting for one. */
export function poolGauges(registry: Registry, database: Database) {
  if (database.driver !== 'pg') return;
  // drizzle's node-postgres database keeps its pg Pool as $client
  const pool = (database.db as unknown as { $client: PoolLike }).$client;
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'active' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'PostgreSQL pool size limit',
    registers: [registry],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_clients',
    help: 'Queries waiting for a free PostgreSQL connection',
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });
}
