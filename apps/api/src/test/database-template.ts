import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/client';
import { seedDemo } from '../seed';
import { testNow } from './clock';

// Every test file gets its own database, migrated and seeded: done once per run here, then
// copied (issue 19, "the test suite stays fast"). PGlite: a dump of a migrated, seeded data
// directory each file loads instead of initdb + 10 migrations + the seed (3.7 s → 0.9 s a file
// on this machine under load). PostgreSQL: a template database each file's is created from.
// Seeded on the tests' clock, as the test apps run (clock.ts).

export const PGLITE_TEMPLATE_ENV = 'PORTAL_TEST_PGLITE_TEMPLATE';
export const PG_TEMPLATE_ENV = 'PORTAL_TEST_PG_TEMPLATE';

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const database = await openDatabase({});
  await seedDemo(database.db, testNow());
  const client = (database.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const file = path.join(os.tmpdir(), `portal-test-template-${process.pid}.tar`);
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return () => fs.rm(file, { force: true });
}

async function pgTemplate(serverUrl: string): Promise<() => Promise<void>> {
  const { default: pg } = await import('pg');
  const name = `test_template_${Date.now().toString(36)}_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // closed before any copy: PostgreSQL copies a template nobody is connected to
  const database = await openDatabase({ url: url.toString() });
  await seedDemo(database.db, testNow());
  await database.close();
  process.env[PG_TEMPLATE_ENV] = name;
  return () => admin(`drop database if exists ${name} with (force)`);
}

/**
 * Builds the run's template for the database the tests use; answers how to remove it.
 * PORTAL_TEST_TEMPLATE=off: every file migrates and seeds its own (to measure the difference).
 */
export const createDatabaseTemplate = async (): Promise<() => Promise<void>> => {
  if (process.env.PORTAL_TEST_TEMPLATE === 'off') return async () => undefined;
  const serverUrl = process.env.DATABASE_URL;
  return serverUrl ? pgTemplate(serverUrl) : pgliteTemplate();
};

/** The PGlite template's bytes, when the run has one. */
export async function pgliteTemplateBytes(): Promise<Blob | undefined> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  return file ? new Blob([await fs.readFile(file)]) : undefined;
}
