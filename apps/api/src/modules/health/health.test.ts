import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok without a token once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'pg' : 'pglite' });
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
const PUBLIC = ['POST /api/main/loginweb', 'GET /api/health', 'GET /api/main/country'];
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
