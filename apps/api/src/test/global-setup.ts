import { quietSandboxConfig, startSandbox } from '@portal/sandbox';

/**
 * One supplier simulator for the whole test run, on a free port of this machine: the test
 * workers, started after this, find it in SANDBOX_URL (testConfig reads it). A test that
 * steers a supplier's faults starts its own (test/sandbox.ts).
 */
export default async function setup() {
  const sandbox = await startSandbox(quietSandboxConfig());
  process.env.SANDBOX_URL = sandbox.url;
  return () => sandbox.close();
}
