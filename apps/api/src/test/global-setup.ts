import { startSandbox } from '@portal/sandbox';
import { testSandboxConfig } from './clock';
import { createDatabaseTemplate } from './database-template';

/**
 * One supplier simulator for the whole test run, on a free port of this machine and on the
 * tests' clock (clock.ts): the test workers, started after this, find it in SANDBOX_URL
 * (testConfig reads it). A test that steers a supplier's faults starts its own
 * (createTestApp). And the migrated, seeded database every test file's copies
 * (test/database-template.ts).
 */
export default async function setup() {
  const [sandbox, removeTemplate] = await Promise.all([
    startSandbox(testSandboxConfig()),
    createDatabaseTemplate(),
  ]);
  process.env.SANDBOX_URL = sandbox.url;
  return async () => {
    await sandbox.close();
    await removeTemplate();
  };
}
