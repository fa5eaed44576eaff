import { startSandboxProcess, type SandboxProcess } from '../../apps/api/src/sandbox-process';
import { shellEnv } from './server';

export type RunningSandbox = SandboxProcess;

/**
 * Starts the supplier simulator in its own process, as the API's `npm start` does, so that its
 * CPU (building the sandbox rates) is not the API's. `env` steers it (SUPPLIER_<NAME>_LATENCY_MS,
 * _FAIL_RATE…), not the shell's own SUPPLIER_* and SANDBOX_* variables (`shellEnv`).
 */
export const startSandbox = (env: Record<string, string> = {}): Promise<RunningSandbox> =>
  startSandboxProcess({
    ...shellEnv(),
    SANDBOX_HOST: '127.0.0.1',
    SANDBOX_PORT: '0',
    ...env,
  });
