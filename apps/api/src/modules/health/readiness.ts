import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type Db } from '../../db/client';
import { withDeadline } from './deadline';

/** The newest migration this code ships (drizzle-kit's journal): its name and its timestamp. */
export async function latestMigration(folder = migrationsFolder) {
  const journal = JSON.parse(await fs.readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const last = journal.entries.at(-1);
  if (!last) throw new Error(`no migrations in ${folder}`);
  return { tag: last.tag, when: last.when };
}

export type Readiness = { ready: true } | { ready: false; message: string };

const NOT_READY = {
  database: 'La base de datos no responde (database unreachable)',
  migrations: 'Faltan migraciones en la base de datos (migrations not applied)',
};

// a probe gives up long before a balancer's own timeout would
const CHECK_MS = 2_000;

/**
 * Ready when the database answers and drizzle's ledger records our newest migration (its
 * created_at is the journal's `when` of the last migration applied).
 */
export async function checkReadiness(
  db: Db,
  latest: { when: number },
  deadlineMs = CHECK_MS,
): Promise<Readiness> {
  let applied: number;
  try {
    const result = await withDeadline(
      db.execute(sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`),
      deadlineMs,
    );
    const [row] = (result as unknown as { rows: { applied: string | null }[] }).rows;
    applied = Number(row?.applied ?? 0);
  } catch {
    return { ready: false, message: NOT_READY.database };
  }
  return applied >= latest.when ? { ready: true } : { ready: false, message: NOT_READY.migrations };
}
