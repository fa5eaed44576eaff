import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app';
import { loadConfig } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/client';
import { startSandbox } from './sandbox';
import { LOGIN_BODY } from './server';
import { answersOf } from './answers';

// Server overhead of a search call: the same load sent to the API and straight to the
// simulator with the body our adapter sends it; the API's answer time minus the supplier's.
// The API runs in process on in-memory PGlite (or BENCH_DATABASE_URL's PostgreSQL), the
// simulator in its own process.

export const CONNECTIONS = 20;

export type OverheadCall = {
  /** the API's path and JSON body (sent with a logged-in agent's token) */
  api: { path: string; body: unknown };
  /** the simulator's path (after its base URL), credential and the body the adapter sends */
  direct: { path: string; apiKey: string; body: unknown };
  /** says what the first API answer holds (e.g. '4 offers'); throws if it is not a real answer */
  check: (status: number, body: unknown) => string;
};

const load = (url: string, headers: Record<string, string>, body: string, duration: number) =>
  autocannon({
    url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br', ...headers },
    body,
    connections: CONNECTIONS,
    duration,
    workers: 1,
  });

export type OverheadRun = Awaited<ReturnType<typeof measureOverhead>>[number];

/** Runs each call, for one simulator environment (its latency), direct then through the API. */
export async function measureOverhead(
  sandboxEnv: Record<string, string>,
  calls: OverheadCall[],
  duration: number,
) {
  const sandbox = await startSandbox(sandboxEnv);
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    INIT_CWD: path.join(import.meta.dirname, '..', '..'),
    SANDBOX_URL: sandbox.url,
  });
  const app = await buildApp(config, { database, logger: false });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/main/loginweb`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN_BODY),
    });
    const token = ((await login.json()) as { accesos: { token: string } }).accesos.token;
    const auth = { authorization: `Bearer ${token}` };
    const runs = [];
    for (const call of calls) {
      const apiUrl = `${base}${call.api.path}`;
      const apiBody = JSON.stringify(call.api.body);
      const first = await fetch(apiUrl, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: apiBody,
      });
      const holds = call.check(first.status, await first.json());
      const directUrl = `${sandbox.url}${call.direct.path}`;
      const directBody = JSON.stringify(call.direct.body);
      const key = { 'x-api-key': call.direct.apiKey };
      await load(directUrl, key, directBody, 2);
      const supplier = await load(directUrl, key, directBody, duration);
      await load(apiUrl, auth, apiBody, 2);
      const loadBefore = os.loadavg()[0]!;
      const ours = await load(apiUrl, auth, apiBody, duration);
      runs.push({ path: call.api.path, holds, supplier, ours, loadBefore, loadAfter: os.loadavg()[0]! });
    }
    return runs;
  } finally {
    await app.close();
    await database.close();
    await sandbox.stop();
  }
}

/** A markdown row: latencies, overhead and whether it met the target. */
export function overheadRow(latency: number, r: OverheadRun, target: { p50: number; p99: number }) {
  const o50 = r.ours.latency.p50 - r.supplier.latency.p50;
  const o99 = r.ours.latency.p99 - r.supplier.latency.p99;
  const ok = o50 < target.p50 && o99 < target.p99;
  return (
    `| ${r.path} | ${latency} ms | ${r.holds} | ${r.supplier.latency.p50} / ${r.supplier.latency.p99} ms ` +
    `| ${r.ours.latency.p50} / ${r.ours.latency.p99} ms | ${r.ours.requests.average.toFixed(0)} | ${o50} / ${o99} ms ` +
    `| ${ok ? 'met' : 'NOT met'} | ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)} | ${answersOf(r.ours).text} |`
  );
}
