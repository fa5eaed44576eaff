import { quietSandboxConfig, startSandbox } from '@portal/sandbox';
import { createDatabaseTemplate } from './database-template';

/**
 * One supplier simulator for the whole test run, on a free port of this machine: the test
 * workers, started after this, find it in SANDBOX_URL (testConfig reads it). A test that
 * steers a supplier's faults starts its own (test/sandbox.ts). And the migrated, seeded
 * database every test file's copies (test/database-template.ts).
 */
export default async function setup() {
  const [sandbox, removeTemplate] = await Promise.all([
    startSandbox(quietSandboxConfig()),
    createDatabaseTemplate(),
  ]);
  process.env.SANDBOX_URL = sandbox.url;
  return async () => {
    await sandbox.close();
    await removeTemplate();
  };
}
