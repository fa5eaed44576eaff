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

// Car availability (POST /api/cars/search-availability/) for both brands at 20 connections
// each (the portal asks AVIS and BUDGET in parallel), with the brands' latency at 0 and 250 ms
// (issue 14). The server's own time is the API's answer time minus the brand's: the same
// load is sent straight to the simulator's /<brand>/availability with the body our adapter
// sends it. The API runs here on in-memory PGlite, the simulator in its own process.
//
//   npx tsx bench/cars-avail.ts          BENCH_DURATION=5 (seconds per run, default 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const TARGET = { overheadP50: 15, overheadP99: 50 };
const pickup = addDays(agencyToday(new Date()), 30);
const back = addDays(pickup, 5);
const BRANDS = [
  { brand: 'AVIS', office: 'MCO', key: 'sandbox-avis' },
  { brand: 'BUDGET', office: 'CUN', key: 'sandbox-budget' },
] as const;

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

async function measure(latency: number) {
  const sandbox = await startSandbox({
    SUPPLIER_AVIS_LATENCY_MS: String(latency),
    SUPPLIER_BUDGET_LATENCY_MS: String(latency),
  });
  const database = await openDatabase({});
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '1',
    INIT_CWD: path.join(import.meta.dirname, '..'),
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
    const auth = {
      authorization: `Bearer ${((await login.json()) as { accesos: { token: string } }).accesos.token}`,
    };
    const rows = [];
    for (const b of BRANDS) {
      const apiBody = JSON.stringify({
        brand: b.brand,
        oficinaIn: b.office,
        oficinaOut: b.office,
        checkin: pickup,
        checkout: back,
        horaIn: '10:00',
        horaOut: '10:00',
        edadConductor: 35,
        paisResidencia: 'AR',
        idUWS: 1002,
      });
      const supplierBody = JSON.stringify({
        PickUpLocation: b.office,
        PickUpDateTime: `${pickup}T10:00`,
        ReturnLocation: b.office,
        ReturnDateTime: `${back}T10:00`,
        DriverAge: 35,
        CountryOfResidence: 'AR',
      });
      const api = `${base}/api/cars/search-availability/`;
      const direct = `${sandbox.url}/${b.brand.toLowerCase()}/availability`;
      const first = await fetch(api, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: apiBody,
      });
      const cars = ((await first.json()) as unknown[]).length;
      if (first.status !== 200 || cars === 0) throw new Error(`${b.brand}: ${first.status}, ${cars} cars`);
      await load(direct, { 'x-api-key': b.key }, supplierBody, 2);
      const supplier = await load(direct, { 'x-api-key': b.key }, supplierBody, DURATION);
      await load(api, auth, apiBody, 2);
      const loadBefore = os.loadavg()[0]!;
      const ours = await load(api, auth, apiBody, DURATION);
      rows.push({ ...b, latency, cars, supplier, ours, loadBefore, loadAfter: os.loadavg()[0]! });
    }
    return rows;
  } finally {
    await app.close();
    await database.close();
    await sandbox.stop();
  }
}

const rows = [...(await measure(0)), ...(await measure(250))];
const lines = [
  '# Car availability (POST /api/cars/search-availability/)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
  `Command: \`npx tsx bench/cars-avail.ts\` (AVIS at Orlando MCO, BUDGET at Cancún CUN, 5 days, ${CONNECTIONS} connections, 2 s warm-up then ${DURATION} s per run; the API in process on in-memory PGlite, the brands played by the simulator in its own process).`,
  '',
  '| brand | brand latency | cars | brand alone p50 / p99 | API p50 / p99 | API req/s | server overhead p50 / p99 | target | load 1 min before → after | 2xx / not 2xx |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    const o50 = r.ours.latency.p50 - r.supplier.latency.p50;
    const o99 = r.ours.latency.p99 - r.supplier.latency.p99;
    const ok = o50 < TARGET.overheadP50 && o99 < TARGET.overheadP99;
    return (
      `| ${r.brand} | ${r.latency} ms | ${r.cars} | ${r.supplier.latency.p50} / ${r.supplier.latency.p99} ms ` +
      `| ${r.ours.latency.p50} / ${r.ours.latency.p99} ms | ${r.ours.requests.average.toFixed(0)} | ${o50} / ${o99} ms ` +
      `| ${ok ? 'met' : 'NOT met'} | ${r.loadBefore.toFixed(1)} → ${r.loadAfter.toFixed(1)} | ${answersOf(r.ours).text} |`
    );
  }),
  '',
  `Target: server overhead p50 < ${TARGET.overheadP50} ms and p99 < ${TARGET.overheadP99} ms (issue 14). Overhead = the API's`,
  "answer time minus the brand's own under the same load: auth, the rental's rules (both offices",
  'asked of the brand, hours, calendar), the HTTP call, mapping the answer and compressing it.',
];
await fs.writeFile(path.join(import.meta.dirname, 'results', 'cars-avail.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
failOnRefusals(rows.map((r) => ({ label: `${r.brand} ${r.latency} ms`, answers: answersOf(r.ours) })));
