import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app';
import { startSandbox, type Behaviour, type SandboxSupplier } from '@portal/sandbox';
import { SUPPLIER_PATHS, testConfig, type AppConfig, type SupplierName } from '../config';
import { openDatabase, type Database, type Db } from '../db/client';
import { userEntities, users } from '../db/schema';
import { testNow, testSandboxConfig } from './clock';
import { PG_TEMPLATE_ENV, pgliteTemplateBytes } from './database-template';
import type { AuthUser } from '../plugins/auth';

/** How the suppliers of a test's own simulator behave (latency, failure rate), by name. */
export type SandboxSteering = Partial<Record<SandboxSupplier, Partial<Behaviour>>>;

/** Every supplier at the simulator of `base`, whatever URL the config had. */
const pointedAt = (config: AppConfig, base: string): AppConfig => ({
  ...config,
  suppliers: Object.fromEntries(
    (Object.keys(SUPPLIER_PATHS) as SupplierName[]).map((n) => [
      n,
      { ...config.suppliers[n], url: `${base}${SUPPLIER_PATHS[n]}` },
    ]),
  ) as AppConfig['suppliers'],
});

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  close: () => Promise<void>;
};

/**
 * A fresh app on a fresh database per test file: in-memory PGlite by default, a throw-away
 * database on the PostgreSQL server of DATABASE_URL when it is set (the second pass of
 * `npm run test:api`). Its suppliers are the run's simulator, or with `sandbox` one of its
 * own that behaves as told; the app and its own simulator run on the tests' clock (clock.ts).
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  sandbox?: SandboxSteering,
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const scratch = serverUrl
    ? await createScratchDatabase(serverUrl, process.env[PG_TEMPLATE_ENV])
    : undefined;
  const database = await openDatabase({ url: scratch?.url, loadDataDir: await pgliteTemplateBytes() });
  const own = sandbox && (await startSandbox(testSandboxConfig(sandbox)));
  const base = testConfig({ seedDemo: true, now: testNow, ...overrides });
  const config = own ? pointedAt(base, own.url) : base;
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await own?.close();
      await database.close();
      await scratch?.drop();
    },
  };
}

/** A throw-away database on the server, empty or a copy of `template`. */
export async function createScratchDatabase(serverUrl: string, template?: string) {
  const { default: pg } = await import('pg');
  const name = `test_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
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
export const TARIFAS: Credentials = { username: 'tarifas', password: 'tarifas123' };
export const ADMIN: Credentials = { username: 'admin', password: 'admin123' };

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

export type Headers = Record<string, string>;

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** The suite's app: the app, its database, the two demo users' bearer headers and ids. */
export type TestHandle = {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly config: AppConfig;
  readonly db: Db;
  readonly vendedor: Headers;
  readonly agente: Headers;
  readonly ids: DemoIds;
  /** The vendedor as the auth plugin reads his token, for calling services directly. */
  readonly vendedorUser: AuthUser;
};

/**
 * One app on a fresh database for the file (or the describe block) that calls it: built in
 * beforeAll with both demo users logged in, closed in afterAll. Read it inside tests and
 * hooks only; before beforeAll has run there is nothing to read.
 */
export function useTestApp(overrides: Partial<AppConfig> = {}, sandbox?: SandboxSteering): TestHandle {
  let current:
    (TestApp & { vendedor: Headers; agente: Headers; ids: DemoIds; vendedorUser: AuthUser }) | undefined;
  beforeAll(async () => {
    const t = await createTestApp(overrides, sandbox);
    const [vendedor, agente, ids] = [
      await authHeader(t.app, VENDEDOR),
      await authHeader(t.app, AGENTE),
      await demoIds(t.database.db),
    ];
    current = { ...t, vendedor, agente, ids, vendedorUser: await userOf(t.app, vendedor) };
  });
  afterAll(() => current?.close());
  const ready = () => {
    if (!current) throw new Error('useTestApp: read the app inside a test or a hook');
    return current;
  };
  return {
    get app() {
      return ready().app;
    },
    get database() {
      return ready().database;
    },
    get config() {
      return ready().config;
    },
    get db() {
      return ready().database.db;
    },
    get vendedor() {
      return ready().vendedor;
    },
    get agente() {
      return ready().agente;
    },
    get ids() {
      return ready().ids;
    },
    get vendedorUser() {
      return ready().vendedorUser;
    },
  };
}

/** Ids of the demo users and of the first client entity the AS agent may book for. */
export async function demoIds(db: Db) {
  const [v] = await db.select().from(users).where(eq(users.username, VENDEDOR.username));
  const [a] = await db.select().from(users).where(eq(users.username, AGENTE.username));
  const links = await db.select().from(userEntities).where(eq(userEntities.userId, a!.id));
  const entities = links.map((l) => l.idEntidad).sort((x, y) => x - y);
  return { vendedor: v!.id, agente: a!.id, entity: entities[0]!, notMine: entities.at(-1)! + 1 };
}

/** The user a bearer header stands for, as the auth plugin reads it. */
export const userOf = (app: FastifyInstance, headers: Headers) =>
  app.tokens.verify(headers.authorization!.slice('Bearer '.length));
