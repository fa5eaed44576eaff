import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const STARTUP_MS = 30_000;
const STOP_MS = 5_000;

// Run from source (tsx, vitest) this module is TypeScript and so is the simulator, under tsx;
// compiled (`npm start`, the Docker image) both are bundles that plain node runs (issue 19).
const COMPILED = import.meta.url.endsWith('.js');
const SANDBOX_ENTRY = COMPILED ? '@portal/sandbox/dist/server' : '@portal/sandbox/server';

export type SandboxProcess = { url: string; pid: number; stop: () => Promise<void> };

/**
 * Starts the supplier simulator (apps/sandbox) as a child process on a free local port, for
 * the suppliers that have no URL of their own, and answers its base URL once it is healthy.
 * It inherits this environment (SUPPLIER_<NAME>_LATENCY_MS and the like steer it) unless `env`
 * is given. The child ends with this process: it watches the IPC channel, which closes even on
 * kill -9.
 */
export async function startSandboxProcess(env?: NodeJS.ProcessEnv): Promise<SandboxProcess> {
  const entry = fileURLToPath(import.meta.resolve(SANDBOX_ENTRY));
  const child = fork(entry, [], {
    execArgv: COMPILED ? ['--enable-source-maps'] : ['--import', 'tsx'],
    ...(env ? { env } : {}),
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_MS);
    await exited;
    clearTimeout(timer);
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const fail = (message: string) => (clearTimeout(timer), reject(new Error(message)));
      const timer = setTimeout(() => fail('el simulador de proveedores no arrancó a tiempo'), STARTUP_MS);
      child.once('message', (m: { sandboxUrl?: string }) => {
        clearTimeout(timer);
        if (m.sandboxUrl) resolve(m.sandboxUrl);
        else fail('el simulador de proveedores no dijo su dirección');
      });
      child.once('exit', (code, signal) =>
        fail(`el simulador de proveedores terminó al arrancar (${code ?? signal})`),
      );
    });
    const health = await fetch(`${url}/health`);
    if (!health.ok) throw new Error(`el simulador de proveedores no está sano (HTTP ${health.status})`);
    return { url, pid: child.pid!, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
