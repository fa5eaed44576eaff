import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { migrationsFolder, type Db } from '../../db/client';
import { useTestApp } from '../../test/app';
import { checkReadiness } from './readiness';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok without a token once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'pg' : 'pglite' });
  });
});

describe('GET /api/health/live', () => {
  it('answers ok without a token and without asking the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect([res.statusCode, res.json()]).toEqual([200, { status: 'ok' }]);
  });
});

// the newest migration file committed, as drizzle-kit names it (NNNN_name.sql)
const newestMigration = () =>
  fs
    .readdirSync(migrationsFolder)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort()
    .at(-1)!
    .replace(/\.sql$/, '');

describe('GET /api/health/ready', () => {
  const ready = () => t.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('is ready when the database answers and has every migration', async () => {
    const res = await ready();
    expect([res.statusCode, res.json()]).toEqual([
      200,
      { status: 'ready', database: t.database.driver, migration: newestMigration() },
    ]);
  });

  it('answers 503 while the newest migration is not recorded as applied', async () => {
    const ledger = sql`drizzle.__drizzle_migrations`;
    const { rows } = (await t.db.execute(
      sql`delete from ${ledger} where created_at = (select max(created_at) from ${ledger}) returning *`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    try {
      const res = await ready();
      expect([res.statusCode, res.json()]).toEqual([
        503,
        { status: 'not_ready', message: 'Faltan migraciones en la base de datos (migrations not applied)' },
      ]);
    } finally {
      for (const r of rows)
        await t.db.execute(sql`insert into ${ledger} values (${r.id}, ${r.hash}, ${r.created_at})`);
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe('readiness of a database that does not answer', () => {
  const latest = { when: 1 };
  const unreachable = { ready: false, message: 'La base de datos no responde (database unreachable)' };
  const failing = (execute: () => Promise<never>) => ({ execute }) as unknown as Db;

  it('is not ready when the query fails', async () => {
    const closed = failing(() => Promise.reject(new Error('PGlite is closed')));
    expect(await checkReadiness(closed, latest)).toEqual(unreachable);
  });

  it('gives up at its deadline when the database hangs', async () => {
    const started = performance.now();
    const hanging = failing(() => new Promise<never>(() => undefined));
    expect(await checkReadiness(hanging, latest, 50)).toEqual(unreachable);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it.runIf(process.env.DATABASE_URL)('is not ready on a pg pool that was closed', async () => {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
    await pool.end();
    const db = drizzle(pool) as unknown as Db;
    expect(await checkReadiness(db, latest)).toEqual(unreachable);
  });
});

describe('GET /metrics without METRICS_TOKEN or METRICS_PORT, outside production', () => {
  it('answers this machine, and 404 like any unknown path to any other', async () => {
    const local = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect([local.statusCode, local.body]).toEqual([
      200,
      expect.stringContaining('http_request_duration_seconds'),
    ]);
    const remote = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '10.1.2.3' });
    expect([remote.statusCode, remote.json()]).toEqual([
      404,
      { message: 'No se encontró el recurso solicitado: GET /metrics' },
    ]);
  });
});

describe('unknown API paths and docs', () => {
  it('answers JSON 404 in Spanish for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toMatch(/^No se encontró/);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toMatch(/^3\./);
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('malformed URLs', () => {
  it('answers 400 in Spanish for a URL that cannot be decoded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/reservas/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'La dirección solicitada no es válida' });
  });
});

type Route = { method: string; url: string };

/**
 * Every route the app registered, read from Fastify's own tree (`printRoutes` with full
 * segments: a child line adds its text to its parent's path).
 */
const registeredRoutes = (app: FastifyInstance): Route[] => {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const [, segment = '', methods = ''] = /── (\S+)(?: \(([^)]*)\))?/.exec(line) ?? [];
    stack.length = depth;
    stack.push(segment);
    for (const method of methods.split(',').map((m) => m.trim()))
      if (method && method !== 'HEAD') routes.push({ method, url: stack.join('') });
  }
  return routes;
};

// the country lookup answers callers only their own country (spec §7 calls it before any login)
const PUBLIC = [
  'POST /api/main/loginweb',
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/main/country',
];
const apiRoutes = () =>
  registeredRoutes(t.app).filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'));

describe('every registered /api route', () => {
  it('asks for the bearer token, but for loginweb, health, the country lookup and the docs', async () => {
    const guarded = apiRoutes().filter((r) => !PUBLIC.includes(`${r.method} ${r.url}`));
    // the routes of spec §7 built so far: main, tickets and hotels
    expect(guarded.length).toBeGreaterThanOrEqual(19);
    for (const r of guarded) {
      const url = r.url.replace(/:\w+/g, '1');
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        ...(r.method === 'POST' ? { payload: {} } : {}),
      });
      expect([r.method, r.url, res.statusCode, res.json()]).toEqual([
        r.method,
        r.url,
        401,
        { message: 'No se pudo obtener el token de autenticación' },
      ]);
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const documented = Object.entries(doc.paths).flatMap(([url, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${url}`),
    );
    const registered = apiRoutes().map((r) => `${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`);
    expect(registered.length).toBeGreaterThan(PUBLIC.length);
    expect(new Set(documented)).toEqual(new Set(registered));
  });
});
