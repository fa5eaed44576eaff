// Ticket search throughput and latency (issue "Measured"): the WDW search at 20 connections
// for 10 s (BENCH_DURATION), with the supplier answering at once and after 200 ms. The supplier
// simulator (apps/sandbox) runs in its own process with that latency, so that its CPU is not
// the API's; the API runs in this process and reaches it over HTTP (SANDBOX_URL). Run from the
// repo root:
//   npx tsx bench/tickets-search.ts
import { fork } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { addDays, agencyToday } from '@portal/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { isSoldOut } from '@portal/sandbox/tickets/sold-out';
import { startSandbox } from './lib/sandbox';
import { answersOf, failOnRefusals, type Answers } from './lib/answers';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const here = path.dirname(fileURLToPath(import.meta.url));

type LoadOpts = { url: string; token: string; duration: number };

/** autocannon in a child process, so that load generation does not share the server's thread. */
const load = (opts: LoadOpts) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load', JSON.stringify(opts)], {
      execArgv: process.execArgv,
    });
    child.once('message', (result) => resolve(result as autocannon.Result));
    child.once('error', reject);
  });

async function loadChild(opts: LoadOpts) {
  const result = await autocannon({
    url: opts.url,
    connections: CONNECTIONS,
    duration: opts.duration,
    headers: { authorization: `Bearer ${opts.token}` },
  });
  process.send!(result, () => process.exit(0));
}

type Run = {
  latencyMs: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  answers: Answers;
};

async function measure(latencyMs: number): Promise<Run> {
  const sandbox = await startSandbox({ SUPPLIER_DISNEY_LATENCY_MS: String(latencyMs) });
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'silent',
    SEED_DEMO: '1',
    SANDBOX_URL: sandbox.url,
  });
  const database = await openDatabase({}); // in-memory PGlite
  const app = await buildApp(config, { database, logger: false }).catch(async (err: unknown) => {
    await database.close();
    await sandbox.stop();
    throw err;
  });
  try {
    const base = await app.listen({ host: '127.0.0.1', port: 0 });
    const login = await fetch(`${base}/api/main/loginweb`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: 'vendedor',
        password: 'vendedor123',
        grantType: 'password',
        client_id: config.loginClientId,
        client_secret: config.loginClientSecret,
      }),
    });
    const token = ((await login.json()) as { accesos: { token: string } }).accesos.token;
    let fecha = addDays(agencyToday(new Date(), config.tzAgency), 60);
    while (isSoldOut('disney', fecha)) fecha = addDays(fecha, 1);
    const url = `${base}/api/tickets/tickets/ticket-by-fecha?fecha=${fecha}&durationDays=4`;
    await load({ url, token, duration: 2 }); // warm-up
    const r = await load({ url, token, duration: DURATION_S });
    return {
      latencyMs,
      rps: r.requests.average,
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      answers: answersOf(r),
    };
  } finally {
    await app.close();
    await database.close();
    await sandbox.stop();
  }
}

const row = (r: Run) =>
  `| ${r.latencyMs} ms | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p90} | ${r.p99} | ${r.max} | ${r.answers.text} | ${r.p50 - r.latencyMs} ms |`;

function report(runs: Run[]): string {
  const cpus = os.cpus();
  const loadavg = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
  const [fast, slow] = runs as [Run, Run];
  return `# Ticket search benchmark

- Date: ${new Date().toISOString()}
- Machine: ${cpus.length} × ${cpus[0]?.model ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, ${os.platform()} ${os.release()}, Node ${process.version}
- Load average when done (1 / 5 / 15 min): ${loadavg} — other work on the machine inflates the tail latencies
- Command: \`npx tsx bench/tickets-search.ts\` (from the repo root)
- What: \`GET /api/tickets/tickets/ticket-by-fecha?durationDays=4\` (Walt Disney World, bearer token),
  autocannon (in a child process) ${CONNECTIONS} connections for ${DURATION_S} s after a 2 s warm-up,
  app in-process on 127.0.0.1 with in-memory PGlite, logging off; the supplier simulator in its own process
  (\`SANDBOX_URL\`), with \`SUPPLIER_DISNEY_LATENCY_MS\` as below.

| supplier latency | req/s | p50 ms | p90 ms | p99 ms | max ms | 2xx / not 2xx | server overhead (p50 − latency) |
|---|---|---|---|---|---|---|---|
${runs.map(row).join('\n')}

Targets: with latency 0, p99 under 25 ms — ${fast.p99 < 25 ? 'met' : 'NOT met'} (${fast.p99} ms);
with 200 ms, the server adds under 10 ms to the supplier's time — ${slow.p50 - 200 < 10 ? 'met' : 'NOT met'}
(${slow.p50 - 200} ms at p50, ${slow.p99 - 200} ms at p99).

Notes: on a 2-core machine at 20 connections, p50 is about 20 ÷ req/s, so the latency-0 p99
target needs ~1 ms of CPU per request or less with little jitter. The ticket module's own work
(validation, quote, offers, response schema) is ~25 µs of it; the rest is the shared request
path (JWT verify through WebCrypto, helmet headers, zod response serialisation). With the load
average above ~2, the scheduler, not the server, sets the tail: rerun on an idle machine.
`;
}

async function main() {
  const runs: Run[] = [];
  for (const latency of [0, 200]) {
    const run = await measure(latency);
    console.log(run);
    runs.push(run);
  }
  const text = report(runs);
  await fs.writeFile(path.join(here, 'results', 'tickets-search.md'), text);
  console.log(text);
  failOnRefusals(runs.map((r) => ({ label: `${r.latencyMs} ms`, answers: r.answers })));
}

if (process.argv[2] === '--load') await loadChild(JSON.parse(process.argv[3]!) as LoadOpts);
else await main();
