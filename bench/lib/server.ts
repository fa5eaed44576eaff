import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

export const ROOT = path.join(import.meta.dirname, '..', '..');

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

/**
 * This shell's environment without its SUPPLIER_* and SANDBOX_* variables: a run is steered by
 * what the bench passes, not by a supplier URL or latency left in the shell.
 */
export const shellEnv = () =>
  Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !k.startsWith('SUPPLIER_') && !k.startsWith('SANDBOX_')),
  );

/** Starts the real single process of `npm start` (built portal + API) on a fresh database. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = 3400 + Math.floor(Math.random() * 400);
  const url = `http://127.0.0.1:${port}`;
  // node itself, not npx: a SIGTERM to a wrapper left the server and its simulator running
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...shellEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(os.tmpdir(), `portal-bench-${Date.now()}`),
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
      INIT_CWD: ROOT,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

export const machineNote = () =>
  `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;

export const LOGIN_BODY = {
  username: 'vendedor',
  password: 'vendedor123',
  grantType: 'password',
  client_id: 'portal-web',
  client_secret: 'portal-web',
};
