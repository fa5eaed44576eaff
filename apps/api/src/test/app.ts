import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { testConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

/**
 * A fresh app on a fresh database per test file: in-memory PGlite by default, a throw-away
 * database on the PostgreSQL server of DATABASE_URL when it is set (the second pass of
 * `npm run test:api`).
 */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
  const database = await openDatabase({ url: scratch?.url });
  const app = await buildApp(testConfig({ seedDemo: true, ...overrides }), { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

async function createScratchDatabase(serverUrl: string) {
  const { default: pg } = await import('pg');
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

type Credentials = { username: string; password: string };
export const AGENTE: Credentials = { username: 'agente', password: 'agente123' };
export const VENDEDOR: Credentials = { username: 'vendedor', password: 'vendedor123' };

export const loginBody = (c: Credentials) => ({
  ...c,
  grantType: 'password',
  client_id: 'portal-web',
  client_secret: 'portal-web',
});

/** Logs in through the real route and returns the bearer header. */
export async function authHeader(app: FastifyInstance, c: Credentials = VENDEDOR) {
  const res = await app.inject({ method: 'POST', url: '/api/main/loginweb', payload: loginBody(c) });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().accesos.token as string}` };
}
