import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_REQUESTOR_ID,
  defaultApiKey,
  SUPPLIER_NAMES,
  SUPPLIER_PATHS,
  type SupplierName,
} from '@portal/domain/supplier-wire/suppliers';
import { z } from 'zod';

// The one place that reads process.env (docs/conventions.md "API"). A wrong value stops start-up
// with a message naming the variable.
const FLAGS = ['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'] as const;
const truthy = (v: string | undefined, fallback: boolean) =>
  v === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(v);

// Every supplier an adapter reaches, and the path the simulator (apps/sandbox) serves it under:
// with SANDBOX_URL (or the simulator `npm start` launches) a supplier without its own
// SUPPLIER_<NAME>_URL is that base plus its path.
export { SUPPLIER_PATHS, type SupplierName };

export type SupplierConfig = {
  /** the supplier's base URL; unset until the simulator's is known */
  url: string | undefined;
  /** the credential: sent as x-api-key, or as the OTA message's MessagePassword */
  apiKey: string;
  /** who we are to an OTA supplier (RequestorID@ID) */
  user: string;
  /** each call is cut after this long */
  timeoutMs: number;
};

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('es-AR', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

const parseTrustProxy = (v: string | undefined): AppConfig['trustProxy'] => {
  if (v === undefined || ['false', 'off', '0'].includes(v)) return false;
  return /^\d+$/.test(v) ? Number(v) : v.split(',');
};

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'debe ser una URL postgres://' }).optional(),
  DATA_DIR: z.string().min(1).default('data'),
  SEED_DEMO: z.enum(FLAGS).optional(),
  JWT_SECRET: z.string().min(32, 'debe tener al menos 32 caracteres').optional(),
  LOGIN_CLIENT_ID: z.string().min(1).default('portal-web'),
  LOGIN_CLIENT_SECRET: z.string().min(1).default('portal-web'),
  TZ_AGENCY: z
    .string()
    .min(1)
    .default('America/Argentina/Buenos_Aires')
    .refine(isTimeZone, 'zona horaria desconocida'),
  WEB_DIST: z.string().min(1).default('apps/web/dist'),
  // the build of the portal's server render (issue 34): `vite build --ssr` of apps/web
  WEB_SERVER_DIST: z.string().min(1).default('apps/web/dist-server'),
  // how long a first screen may take to render on the server, its data included; past it the
  // browser renders the page (0: never render on the server)
  SSR_BUDGET_MS: z.coerce.number().int().min(0).max(10_000).default(1500),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d+|[\d.:a-fA-F/]+(,[\d.:a-fA-F/]+)*|false|off|0)$/,
      'debe ser un número de saltos o una lista de direcciones de proxies',
    )
    .optional(),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/, 'debe ser un código de país ISO de dos letras (AR, PE...)')
    .default('AR'),
  SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(1).default(5000),
  SUPPLIER_REFERENCE_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,20}$/, 'letras, dígitos o guiones, hasta 20')
    .default('PORTAL-'),
  SEARCHES_PER_USER: z.coerce.number().int().min(1).default(4),
  SEARCHES_PER_PROCESS: z.coerce.number().int().min(1).default(16),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1_000),
  RECONCILE_INTERVAL_MS: z.coerce.number().int().min(0).default(15_000),
  RECONCILE_GRACE_MS: z.coerce.number().int().min(0).default(60_000),
  SEAT_RELEASE_INTERVAL_MS: z.coerce.number().int().min(0).default(300_000),
  AWAITING_CONFIRMATION_MS: z.coerce
    .number()
    .int()
    .min(1)
    .default(30 * 60_000),
  HOTEL_AVAIL_CACHE_MS: z.coerce.number().int().min(0).default(30_000),
  SANDBOX_URL: z.url({ protocol: /^https?$/, error: 'debe ser una URL http(s)://' }).optional(),
  AGENCY_NAME: z.string().trim().min(1).max(80).default('Mundo Travel'),
  AGENCY_LOGO_PATH: z.string().min(1).optional(),
  METRICS_TOKEN: z.string().min(16, 'debe tener al menos 16 caracteres').optional(),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
});

// Shipped with the API (a PNG of the portal's logo-mark.svg), found wherever it is started from.
const DEFAULT_AGENCY_LOGO = fileURLToPath(new URL('../assets/agency-logo.png', import.meta.url));

const supplierEnv = (name: SupplierName) =>
  z.object({
    [`SUPPLIER_${name}_URL`]: z
      .url({ protocol: /^https?$/, error: 'debe ser una URL http(s)://' })
      .optional(),
    [`SUPPLIER_${name}_KEY`]: z.string().min(1).optional(),
    [`SUPPLIER_${name}_USER`]: z.string().min(1).max(64).optional(),
    [`SUPPLIER_${name}_TIMEOUT_MS`]: z.coerce.number().int().min(1).optional(),
  });

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  databaseUrl: string | undefined;
  dataDir: string;
  seedDemo: boolean;
  /** Unset outside production: the app keeps a random one in DATA_DIR. */
  jwtSecret: string | undefined;
  loginClientId: string;
  loginClientSecret: string;
  tzAgency: string;
  webDist: string;
  webServerDist: string;
  ssrBudgetMs: number;
  /** Proxies whose X-Forwarded-For is believed: a hop count or their addresses; never all. */
  trustProxy: false | number | string[];
  /** the client's country when its address says none (private, loopback, unknown) */
  defaultCountry: string;
  suppliers: Record<SupplierName, SupplierConfig>;
  /** put before our reservation id in the reference a supplier books under (one per installation) */
  supplierReferencePrefix: string;
  /** how long a hotel supplier's availability answer is reused (0: never) */
  hotelAvailCacheMs: number;
  /** whole-city hotel searches one user may run at once in a process */
  searchesPerUser: number;
  /** whole-city hotel searches a process runs at once in all; more get 503 with Retry-After */
  searchesPerProcess: number;
  /** a connection silent this long is closed; a request must be in within requestTimeoutMs */
  http: { idleTimeoutMs: number; requestTimeoutMs: number };
  /** past this mean event-loop delay API calls but health get 503 with Retry-After (0: never) */
  maxEventLoopDelayMs: number;
  /** settling bookings nobody settled: every intervalMs (0: off), rows untouched graceMs */
  reconcile: { intervalMs: number; graceMs: number; awaitingMs: number };
  /** giving unsold flight seats back to the airline when their release day comes: every intervalMs (0: off) */
  seatRelease: { intervalMs: number };
  /** what the booking voucher (PDF) prints at its top: the agency's name and a PNG or JPEG logo */
  agency: { name: string; logoPath: string };
  /**
   * Who may read GET /metrics (plugins/metrics.ts): with `token`, callers that send it as a
   * bearer; with `port`, a listener of its own on `host` serves it (the API port then does not);
   * with neither, loopback callers outside production and nobody in production.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string; bookingsCacheMs: number };
  /**
   * The app's clock for its date rules: today in the agency's zone, quote expiry, the voucher's
   * print date, the demo seed's days. Tests pin it (src/test/clock.ts). What runs on real time on
   * purpose reads Date itself: token and session expiry, idempotency windows, caches, metrics,
   * and the timestamps the database writes with its own now().
   */
  now: () => Date;
};

export class ConfigError extends Error {}

const sandboxUrlOf = (base: string, name: SupplierName) =>
  `${base.replace(/\/$/, '')}${SUPPLIER_PATHS[name]}`;

/** Suppliers with no URL of their own: the simulator serves them (`npm start` launches it). */
export const needsSandbox = (config: Pick<AppConfig, 'suppliers'>) =>
  Object.values(config.suppliers).some((s) => !s.url);

/** The config with every supplier that has no URL pointed at the simulator at `base`. */
export const withSandbox = <C extends Pick<AppConfig, 'suppliers'>>(config: C, base: string): C => ({
  ...config,
  suppliers: Object.fromEntries(
    SUPPLIER_NAMES.map((n) => [
      n,
      { ...config.suppliers[n], url: config.suppliers[n].url ?? sandboxUrlOf(base, n) },
    ]),
  ) as AppConfig['suppliers'],
});

/** Parses an environment; throws ConfigError naming every wrong variable. */
export function loadConfig(rawEnv: Record<string, string | undefined> = process.env): AppConfig {
  // npm sets INIT_CWD to where the user ran `npm start`: ./data means the repo's data folder.
  const baseDir = rawEnv.INIT_CWD ?? process.cwd();
  const env = Object.fromEntries(Object.entries(rawEnv).filter(([, v]) => v !== ''));
  const issues: string[] = [];
  const base = ZEnv.safeParse(env);
  if (!base.success) issues.push(...base.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const suppliers = {} as Record<SupplierName, SupplierConfig>;
  for (const name of SUPPLIER_NAMES) {
    const parsed = supplierEnv(name).safeParse(env);
    if (!parsed.success) {
      issues.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
      continue;
    }
    const v = parsed.data as Record<string, string | number | undefined>;
    const sandbox = base.data?.SANDBOX_URL;
    suppliers[name] = {
      url: (v[`SUPPLIER_${name}_URL`] as string | undefined) ?? (sandbox && sandboxUrlOf(sandbox, name)),
      apiKey: (v[`SUPPLIER_${name}_KEY`] as string | undefined) ?? defaultApiKey(name),
      user: (v[`SUPPLIER_${name}_USER`] as string | undefined) ?? DEFAULT_REQUESTOR_ID,
      timeoutMs:
        (v[`SUPPLIER_${name}_TIMEOUT_MS`] as number | undefined) ?? base.data?.SUPPLIER_TIMEOUT_MS ?? 5000,
    };
  }
  const production = base.data?.NODE_ENV === 'production';
  if (production && !base.data?.JWT_SECRET) issues.push('JWT_SECRET: es obligatorio en producción');
  if (issues.length > 0 || !base.data) {
    throw new ConfigError(`Configuración inválida:\n${issues.map((l) => `  ${l}`).join('\n')}`);
  }
  const e = base.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(baseDir, e.DATA_DIR),
    seedDemo: truthy(e.SEED_DEMO, !production),
    jwtSecret: e.JWT_SECRET,
    loginClientId: e.LOGIN_CLIENT_ID,
    loginClientSecret: e.LOGIN_CLIENT_SECRET,
    tzAgency: e.TZ_AGENCY,
    webDist: path.resolve(baseDir, e.WEB_DIST),
    webServerDist: path.resolve(baseDir, e.WEB_SERVER_DIST),
    ssrBudgetMs: e.SSR_BUDGET_MS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    defaultCountry: e.DEFAULT_COUNTRY,
    suppliers,
    supplierReferencePrefix: e.SUPPLIER_REFERENCE_PREFIX,
    hotelAvailCacheMs: e.HOTEL_AVAIL_CACHE_MS,
    searchesPerUser: e.SEARCHES_PER_USER,
    searchesPerProcess: e.SEARCHES_PER_PROCESS,
    http: { idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS, requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS },
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    seatRelease: { intervalMs: e.SEAT_RELEASE_INTERVAL_MS },
    reconcile: {
      intervalMs: e.RECONCILE_INTERVAL_MS,
      graceMs: e.RECONCILE_GRACE_MS,
      awaitingMs: e.AWAITING_CONFIRMATION_MS,
    },
    agency: {
      name: e.AGENCY_NAME,
      logoPath: e.AGENCY_LOGO_PATH ? path.resolve(baseDir, e.AGENCY_LOGO_PATH) : DEFAULT_AGENCY_LOGO,
    },
    // bookings by module and status are counted at most this often, whoever scrapes
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST, bookingsCacheMs: 5_000 },
    now: () => new Date(),
  };
}

export const TEST_JWT_SECRET = 'test-only-secret-test-only-secret-0123456789';

/** Config for tests: defaults plus overrides, never the developer's own env. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  // SANDBOX_URL: the simulator the test run started (src/test/global-setup.ts)
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    INIT_CWD: process.cwd(),
    JWT_SECRET: TEST_JWT_SECRET,
    SANDBOX_URL: process.env.SANDBOX_URL,
    // test apps share the run's simulator, each with its own database and ids
    SUPPLIER_REFERENCE_PREFIX: `T${Math.random().toString(36).slice(2, 10)}-`,
    // tests reconcile when they say so (app.reconcile())
    RECONCILE_INTERVAL_MS: '0',
    // seat blocks release when a test asks (GET /api/admin/cupos releases too)
    SEAT_RELEASE_INTERVAL_MS: '0',
    // many apps share a test process: one's start-up (migrations on PGlite) must not make
    // another shed load; load-shedding.test.ts turns it on
    MAX_EVENT_LOOP_DELAY_MS: '0',
  };
  return { ...loadConfig(env), ...overrides };
}
