import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const API_DIR = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The environment of a drill's server: ours over the test run's, minus what `drop` names. */
const childEnv = (env: Record<string, string>, drop: string[]) => {
  const merged: Record<string, string | undefined> = { ...process.env, ...env };
  for (const name of drop) delete merged[name];
  return merged;
};

/**
 * Spawns the real server (`src/server.ts`) on a random port; its stderr is kept. The port is
 * below Linux's ephemeral range (32768 up), where the run's own outgoing connections (the
 * simulator, PostgreSQL) take their local ports.
 */
export function spawnServer(env: Record<string, string>, drop: string[] = []) {
  const port = 20_000 + Math.floor(Math.random() * 12_000);
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...childEnv(env, drop), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  return { url: `http://127.0.0.1:${port}`, child, exited, stderr: () => stderr };
}

/** Spawns the server and waits until its health answers. */
export async function startServer(env: Record<string, string>, drop: string[] = []) {
  const server = spawnServer(env, drop);
  for (let i = 0; i < 300; i++) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}`);
    const ok = await fetch(`${server.url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await sleep(200);
  }
  server.child.kill('SIGKILL');
  throw new Error('server did not start');
}
