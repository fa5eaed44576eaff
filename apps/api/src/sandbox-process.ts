import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const STARTUP_MS = 30_000;

/**
 * Starts the supplier simulator (apps/sandbox) as a child process on a free local port, for
 * the suppliers that have no URL of their own, and answers its base URL once it is healthy.
 * It inherits this environment: SUPPLIER_<NAME>_LATENCY_MS and the like steer it.
 * The child ends with this process: it watches the IPC channel, which closes even on kill -9.
 */
export async function startSandboxProcess(): Promise<{ url: string; stop: () => void }> {
  const entry = fileURLToPath(import.meta.resolve('@portal/sandbox/server'));
  const child = fork(entry, [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('el simulador de proveedores no arrancó a tiempo')),
      STARTUP_MS,
    );
    child.once('message', (m: { sandboxUrl?: string }) => {
      clearTimeout(timer);
      if (m.sandboxUrl) resolve(m.sandboxUrl);
      else reject(new Error('el simulador de proveedores no dijo su dirección'));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`el simulador de proveedores terminó al arrancar (código ${code})`));
    });
  });
  const health = await fetch(`${url}/health`);
  if (!health.ok) throw new Error(`el simulador de proveedores no está sano (HTTP ${health.status})`);
  return { url, stop: () => void child.kill('SIGTERM') };
}
