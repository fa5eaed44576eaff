import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction of `Db`: repositories take `Db | Tx` so a service can group writes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;
export type Database = { db: Db; driver: 'pglite' | 'pg'; close: () => Promise<void> };

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

type DatabaseOptions = {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** an in-memory PGlite starts from this dump of a data directory (the tests' template) */
  loadDataDir?: Blob | undefined;
};

/** Opens the database chosen by the options and applies the committed migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url ? openPg(opts.url) : openPglite(opts.dataDir, opts.loadDataDir);
}

async function openPg(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // numeric comes back as a string; dates stay strings (mode 'string' in the schema).
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not end the process:
  // the pool replaces it on the next query.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexión inactiva perdida (${err.message})`));
  const db = drizzle(pool, { schema }) as unknown as Db;
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // Several API processes may start together: one migrates, the others wait on the lock.
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock(727274)');
    await migrate(db as never, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock(727274)');
    lock.release();
  }
  return { db, driver: 'pg', close: () => pool.end() };
}

async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const release = dataDir ? await lockDataDir(dataDir) : () => undefined;
  let client: Awaited<ReturnType<typeof PGlite.create>> | undefined;
  try {
    client = await PGlite.create(dataDir ? { dataDir } : { loadDataDir });
    const db = drizzle(client, { schema }) as unknown as Db;
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder });
    const opened = client;
    return {
      db,
      driver: 'pglite',
      close: async () => {
        await opened.close();
        release();
      },
    };
  } catch (err) {
    await client?.close();
    release();
    throw err;
  }
}
