import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { addDays, agencyToday } from '@portal/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { startSandbox } from './lib/sandbox';
import { LOGIN_BODY, machineNote } from './lib/server';
import { answersOf, failOnRefusals } from './lib/answers';

// Disney hotel search (POST /api/hotels/multihoteldispo/) for every Walt Disney World resort,
// 2 adults + 1 child, 5 nights, at 20 connections with Disney's latency at 0 and 300 ms (issue
// 12). The server's own time is the API's answer time minus Disney's: the same load is sent
// straight to the simulator's /disney-hotels/availability with the body the API sends it, and
// the two are compared at p50 and p99. The simulator runs in its own process, the API in this
// one on in-memory PGlite; autocannon in a worker thread, asking like a browser (gzip, br).
//
//   npx tsx bench/disney-hotels-avail.ts          BENCH_DURATION=5 (seconds per run, default 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const CONNECTIONS = 20;
// cache off: every search asks Disney (the overhead the issue targets); on: as in production
// (HOTEL_AVAIL_CACHE_MS 30 s), agents searching the same week share Disney's answer
const RUNS = [0, 300].flatMap((latency) => [
  { latency, cacheMs: 0 },
  { latency, cacheMs: 30_000 },
]);
const TARGET = { overheadP50: 15, overheadP99: 50 };

const checkin = addDays(agencyToday(new Date()), 30);
const stay = { checkin, checkout: addDays(checkin, 5) };
const apiBody = JSON.stringify({
  destino: 'disney',
  stayRange: stay,
  roomCriteria: { adultCount: 2, childCount: 1, roomCount: 1, childAges: [7] },
  idUWS: 1002,
  idUsuarioReservo: 1,
  isAgenteAS: false,
});
// what our adapter sends Disney for that search (suppliers/disney-hotels, search-service.ts)
const supplierBody = JSON.stringify({ resort: 'WDW', ...stay, rooms: [{ adults: 2, childAges: [7] }] });

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

async function measure({ latency, cacheMs }: (typeof RUNS)[number]) {
  const sandbox = await startSandbox({ SUPPLIER_DISNEYHOTELS_LATENCY_MS: String(latency) });
  const database = await openDatabase({});
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    INIT_CWD: path.join(import.meta.dirname, '..'),
    SANDBOX_URL: sandbox.url,
    SUPPLIER_TIMEOUT_MS: '3000',
    HOTEL_AVAIL_CACHE_MS: String(cacheMs),
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
    const api = `${base}/api/hotels/multihoteldispo/`;
    const auth = { authorization: `Bearer ${token}` };
    const first = await fetch(api, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: apiBody,
    });
    const hotels = ((await first.json()) as { hoteles: unknown[] }).hoteles.length;
    if (first.status !== 200 || hotels === 0)
      throw new Error(`the search answered ${first.status}, ${hotels} hotels`);
    const disney = `${sandbox.url}/disney-hotels/availability`;
    const key = { 'x-api-key': 'sandbox-disneyhotels' };
    await load(disney, key, supplierBody, WARMUP);
    const supplier = await load(disney, key, supplierBody, DURATION);
    await load(api, auth, apiBody, WARMUP);
    const loadBefore = os.loadavg()[0]!;
    const ours = await load(api, auth, apiBody, DURATION);
    return {
      latency,
      cacheMs,
      hotels,
      supplier: { p50: supplier.latency.p50, p99: supplier.latency.p99, rps: supplier.requests.average },
      api: { p50: ours.latency.p50, p99: ours.latency.p99, rps: ours.requests.average },
      answers: answersOf(ours),
      loadBefore,
      loadAfter: os.loadavg()[0]!,
    };
  } finally {
    await app.close();
    await database.close();
    await sandbox.stop();
  }
}

const rows = [];
for (const run of RUNS) {
  const r = await measure(run);
  console.log(r);
  rows.push(r);
}
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met');
const lines = [
  '# Disney hotel search (POST /api/hotels/multihoteldispo/)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
  'Command: `npx tsx bench/disney-hotels-avail.ts` from the repo root (every Walt Disney World resort, ' +
    `2 adults + 1 child of 7, 5 nights from today + 30, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ` +
    `${DURATION} s per run; the API in process on in-memory PGlite, Disney played by the simulator in its own process).`,
  '',
  '| Disney latency | answer cache | resorts answered | Disney alone p50 / p99 | API p50 / p99 | API req/s | server overhead p50 / p99 | target | load 1 min before → after | 2xx / not 2xx |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    const o50 = r.api.p50 - r.supplier.p50;
    const o99 = r.api.p99 - r.supplier.p99;
    const ok = o50 < TARGET.overheadP50 && o99 < TARGET.overheadP99;
    const cache = r.cacheMs ? `${r.cacheMs / 1000} s` : 'off';
    return (
      `| ${r.latency} ms | ${cache} | ${r.hotels} | ${r.supplier.p50} / ${r.supplier.p99} ms | ${r.api.p50} / ${r.api.p99} ms ` +
      `| ${r.api.rps.toFixed(0)} | ${o50} / ${o99} ms | ${verdict(ok)} | ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)} | ${r.answers.text} |`
    );
  }),
  '',
  `Target: server overhead p50 < ${TARGET.overheadP50} ms and p99 < ${TARGET.overheadP99} ms (issue 12).`,
  'With the cache on, the load repeats one search, so after the first Disney is not asked: the',
  "API's times are its own and the overhead column is negative by Disney's time.",
  "Overhead = the API's answer time minus Disney's own under the same load, so it holds what the",
  'API adds: auth, the rules, the HTTP call to Disney, reading our allotment, pricing each room',
  'and serialising and compressing the answer. At latency 0 both processes share the 2 cores, so',
  "the API's p50 also holds the queueing behind Disney's CPU; read the table with the load average.",
];
await fs.writeFile(
  path.join(import.meta.dirname, 'results', 'disney-hotels-avail.md'),
  `${lines.join('\n')}\n`,
);
console.log(lines.join('\n'));
failOnRefusals(rows.map((r) => ({ label: `${r.latency} ms, cache ${r.cacheMs}`, answers: r.answers })));
