import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, agencyToday } from '@portal/domain';
import { SALES_GROUPINGS } from '@portal/domain/commerce/sales-report';
import { machineNote, startServer } from './lib/server';
import { answersOf, failOnRefusals, type Answers } from './lib/answers';

// The sales report (issue 32, item 5): GET /api/admin/reportes/ventas over 100,000 bookings of
// 12 months on PostgreSQL, each grouping of the whole year at 1 and at 10 connections, against
// the real server. Target: p50 < 150 ms at 1 connection for a year's grouped answer.
// With BENCH_SALES_INDEX set, it measures twice: as the migrations leave the table, then with
// that index created (the candidate for a migration), and records both.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a new database> npx tsx bench/sales-report.ts
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const TARGET_P50 = 150;
const ROWS = 100_000;
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL: a throw-away PostgreSQL database');
const CANDIDATE_INDEX = process.env.BENCH_SALES_INDEX;
const today = agencyToday(new Date());
const YEAR = `desde=${addDays(today, -364)}&hasta=${today}`;

// 9 lines, 2 suppliers each; 70 % confirmed, 10 % pre-booked, 5 % each cancelled (10 % penalty),
// failed, pending and unknown; 10 sellers, 20 entities and none for a quarter; 1 in 7 in pesos
const SEED = `
insert into reservations (module, supplier, supplier_ref, status, user_id, id_entidad, product_name,
  checkin, currency, breakdown, total, net_total, markup_total, cancel_penalty, passengers, request, created_at)
select module, supplier, 'SALES-' || i, status, user_id, id_entidad, 'Producto ' || i, created_at::date + 30,
  currency, '{}', net + markup, net, markup,
  case when status = 'cancelled' then round(net / 10, 2) end, '[]', '{}', created_at
from (
  select i,
    (array['tickets','disney-hotels','hotels','third-hotels','cars','assistance','flights','activities','transfers'])[1 + i % 9] as module,
    (array['DISNEY','UNIVERSAL','DISNEY','DISNEY-B2B','OMNIBEES','HOTELBEDS','TRAVELACE','HBSI','AVIS','BUDGET',
      'ASSIST','UNIVERSAL-ASSIST','CUPOS','CUPOS-B','TOURS','CIVITATIS','TRASLADOS','HOPPA'])[1 + (i % 9) * 2 + (i / 9) % 2] as supplier,
    (array['confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','confirmed','confirmed',
      'confirmed','confirmed','confirmed','confirmed','confirmed','pre_booked','pre_booked','cancelled','failed',
      'pending','unknown'])[1 + i % 20] as status,
    ($1::int[])[1 + i % 10] as user_id,
    case when i % 4 = 0 then null else ($2::int[])[1 + i % 20] end as id_entidad,
    case when i % 7 = 0 then 'ARS' else 'USD' end as currency,
    round((50 + (i * 37) % 2000 + (i % 100) / 100.0) * case when i % 7 = 0 then 1000 else 1 end, 2) as net,
    round((50 + (i * 37) % 2000 + (i % 100) / 100.0) * case when i % 7 = 0 then 1000 else 1 end
      * (5 + i % 11) / 100, 2) as markup,
    now() - ((i % 365) || ' days')::interval - ((i % 1440) || ' minutes')::interval as created_at
  from generate_series(1, $3::int) as i
) as b`;

async function withClient<T>(run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const seed = () =>
  withClient(async (client) => {
    const started = Date.now();
    await client.query(`insert into users (username, nombre, password_hash, nivel, uws_id)
      select 'bench-vendedor-' || i, 'Vendedor ' || i, 'x', 1, 5000 + i from generate_series(1, 8) i`);
    await client.query(
      `insert into entities (razon_social) select 'Entidad Bench ' || i from generate_series(1, 20) i`,
    );
    const users = await client.query<{ id: number }>(
      `select id from users where username like 'bench-vendedor-%' or username in ('vendedor', 'agente') order by id`,
    );
    const entities = await client.query<{ id: number }>(
      `select id_entidad as id from entities where razon_social like 'Entidad Bench %' order by 1`,
    );
    await client.query(SEED, [users.rows.map((u) => u.id), entities.rows.map((e) => e.id), ROWS]);
    await client.query('vacuum analyze reservations');
    return Date.now() - started;
  });

type Measure = { label: string; query: string; connections: number };
const MEASURES: Measure[] = [
  ...SALES_GROUPINGS.flatMap((g) =>
    [1, 10].map((connections) => ({ label: `${g}, 12 months`, query: `agrupar=${g}&${YEAR}`, connections })),
  ),
  { label: 'linea, this month (the default)', query: '', connections: 1 },
  { label: 'linea, 12 months, filtered to cars', query: `linea=cars&${YEAR}`, connections: 1 },
  { label: 'linea, 12 months, as .xlsx', query: `formato=xlsx&${YEAR}`, connections: 1 },
];

async function measure(base: string, headers: Record<string, string>, phase: string) {
  const rows: string[] = [];
  const runs: { label: string; answers: Answers }[] = [];
  for (const m of MEASURES) {
    const target = `${base}/api/admin/reportes/ventas${m.query ? `?${m.query}` : ''}`;
    const first = await fetch(target, { headers });
    const sold = m.query.includes('xlsx')
      ? `${(await first.arrayBuffer()).byteLength} bytes`
      : String(((await first.json()) as { totales: { reservas: number } }).totales.reservas);
    await autocannon({ url: target, headers, connections: m.connections, duration: 2, workers: 1 });
    const r = await autocannon({
      url: target,
      headers,
      connections: m.connections,
      duration: DURATION,
      workers: 1,
    });
    const verdict = m.connections === 1 ? (r.latency.p50 < TARGET_P50 ? 'met' : 'NOT met') : '—';
    runs.push({ label: `${phase}: ${m.label} × ${m.connections}`, answers: answersOf(r) });
    rows.push(
      `| ${m.label} | ${m.connections} | ${sold} | ${r.latency.p50} / ${r.latency.p99} ms | ${r.requests.average.toFixed(1)} | ${verdict} | ${answersOf(r).text} |`,
    );
  }
  return { rows, runs };
}

const TABLE_HEAD = [
  '| query | connections | sold (USD) | p50 / p99 | req/s | target p50 < 150 ms (1 connection) | 2xx / not 2xx |',
  '|---|---|---|---|---|---|---|',
];
const load = () =>
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

// reconciliation would try to settle the seeded pending and unknown bookings with their suppliers
const server = await startServer({ DATABASE_URL: url, RECONCILE_INTERVAL_MS: '0' });
try {
  const seededMs = await seed();
  const login = await fetch(`${server.url}/api/main/loginweb`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'admin',
      password: 'admin123',
      grantType: 'password',
      client_id: 'portal-web',
      client_secret: 'portal-web',
    }),
  });
  const token = ((await login.json()) as { accesos: { token: string } }).accesos.token;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const before = `${load()} before`;
  const phases = [
    { name: 'as the migrations leave the table', ...(await measure(server.url, headers, 'as is')) },
  ];
  if (CANDIDATE_INDEX) {
    await withClient(async (c) => {
      await c.query(CANDIDATE_INDEX);
      await c.query('vacuum analyze reservations');
    });
    phases.push({ name: `with \`${CANDIDATE_INDEX}\``, ...(await measure(server.url, headers, 'index')) });
  }
  const lines = [
    '# Sales report: GET /api/admin/reportes/ventas over 100,000 bookings (PostgreSQL)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}; \`nproc\` ${os.availableParallelism()}; ${before}, ${load()} after.`,
    `load average at the end: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}.`,
    `Command: \`BENCH_DATABASE_URL=… npx tsx bench/sales-report.ts\` (${ROWS.toLocaleString('en')} bookings over 12 months seeded in ${(seededMs / 1000).toFixed(1)} s: 9 lines, 18 suppliers, 10 sellers, 20 entities and none; 2 s warm-up then ${DURATION} s per row; the real server, its own process, logged in as the administrator).`,
    '',
    ...phases.flatMap((p) => [`## ${p.name}`, '', ...TABLE_HEAD, ...p.rows, '']),
  ];
  const out = path.join(import.meta.dirname, 'results', 'sales-report.md');
  const notes = await fs.readFile(out, 'utf8').then(
    (text) => text.split('\n<!-- notes -->\n')[1],
    () => undefined,
  );
  // what was read from the numbers (plans, the target) is kept below the marker across runs
  await fs.writeFile(out, `${lines.join('\n')}\n<!-- notes -->\n${notes ?? '\n'}`);
  console.log(lines.join('\n'));
  failOnRefusals(phases.flatMap((p) => p.runs));
} finally {
  await server.stop();
}
