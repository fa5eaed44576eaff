import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { addDays, agencyToday } from '@portal/domain';
import { LOGIN_BODY, machineNote, startServer } from './lib/server';
import { answersOf, failOnRefusals, type Answers } from './lib/answers';

// Mis reservas (issue 18): GET /api/main/reservas with filters over 100,000 bookings on
// PostgreSQL, at 20 connections for 10 s per query against the real server. Target: p99 < 50 ms.
// The bookings are the vendedor's (two thirds) and other users' (the rest), booked over a
// year, six products, five statuses, a passenger each with one of 50 surnames.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/<a new database> npx tsx bench/reservations-list.ts
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 20;
const TARGET_P99 = 50;
const ROWS = 100_000;
const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL: a throw-away PostgreSQL database');
const today = agencyToday(new Date());

const SEED = `
insert into reservations (module, supplier, supplier_ref, status, user_id, product_name, checkin, checkout,
  currency, breakdown, total, net_total, passengers, request, search_terms, created_at)
select (array['hotels','cars','assistance','activities','transfers','flights'])[1 + i % 6], 'SEED',
  'SEED-' || i, (array['confirmed','confirmed','pre_booked','failed','cancelled'])[1 + i % 5],
  case when i % 3 = 0 then $2::int else $1::int end, 'Producto ' || i,
  ($3::date + (i % 300)), ($3::date + (i % 300) + 3), 'USD',
  '{"tarifa":100,"gastoReserva":35,"gastoAdmin":35,"iva":0,"pais":0,"rg4815":0,"rg5272":0}', 170, 170,
  jsonb_build_array(jsonb_build_object('nombres', 'Ana', 'apellidos', 'Apellido' || (i % 50), 'dni', (20000000 + i)::text,
    'nacionalidad', 'Argentina', 'nacimiento', '1980-01-01', 'edad', 40, 'tipoDoc', 'DNI')),
  '{}', array['ana', 'apellido' || (i % 50), (20000000 + i)::text],
  now() - ((i % 365) || ' days')::interval - ((i % 1440) || ' minutes')::interval
from generate_series(1, $4::int) as i`;

async function seed() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const ids = await client.query<{ id: number; username: string }>('select id, username from users');
    const vendedor = ids.rows.find((u) => u.username === 'vendedor')!.id;
    const other = ids.rows.find((u) => u.username !== 'vendedor')!.id;
    const started = Date.now();
    await client.query(SEED, [vendedor, other, addDays(today, -100), ROWS]);
    // what autovacuum does after a bulk load: statistics, and the visibility map for index-only counts
    await client.query('vacuum analyze reservations, reservation_terms');
    return Date.now() - started;
  } finally {
    await client.end();
  }
}

const QUERIES: [string, string][] = [
  ['the first page, no filter', 'page=1&pageSize=20'],
  ['page 50', 'page=50&pageSize=20'],
  ['a surname', 'q=apellido17'],
  ['a document', 'q=20012345'],
  [
    'product + status + booked in a month',
    `module=cars&status=confirmed&desde=${addDays(today, -60)}&hasta=${addDays(today, -30)}`,
  ],
  ['service dates in a week', `fecha=servicio&desde=${addDays(today, 10)}&hasta=${addDays(today, 17)}`],
];

const server = await startServer({ DATABASE_URL: url });
try {
  const seededMs = await seed();
  const login = await fetch(`${server.url}/api/main/loginweb`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN_BODY),
  });
  const token = ((await login.json()) as { accesos: { token: string } }).accesos.token;
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
  const rows: string[] = [];
  const runs: { label: string; answers: Answers }[] = [];
  for (const [name, query] of QUERIES) {
    const target = `${server.url}/api/main/reservas?${query}`;
    const first = (await (await fetch(target, { headers })).json()) as { total: number };
    await autocannon({ url: target, headers, connections: CONNECTIONS, duration: 2, workers: 1 });
    const r = await autocannon({
      url: target,
      headers,
      connections: CONNECTIONS,
      duration: DURATION,
      workers: 1,
    });
    const ok = r.latency.p99 < TARGET_P99;
    runs.push({ label: name, answers: answersOf(r) });
    rows.push(
      `| ${name} | \`${query}\` | ${first.total} | ${r.latency.p50} / ${r.latency.p99} ms | ${r.requests.average.toFixed(0)} | ${ok ? 'met' : 'NOT met'} | ${answersOf(r).text} |`,
    );
  }
  const lines = [
    '# Mis reservas: GET /api/main/reservas over 100,000 bookings (PostgreSQL)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
    `Command: \`BENCH_DATABASE_URL=… npx tsx bench/reservations-list.ts\` (${ROWS.toLocaleString('en')} bookings seeded in ${(seededMs / 1000).toFixed(1)} s, two thirds the vendedor's; ${CONNECTIONS} connections, 2 s warm-up then ${DURATION} s per query; the real server, its own process).`,
    '',
    '| query | parameters | matches | p50 / p99 | req/s | target p99 < 50 ms | 2xx / not 2xx |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    '',
    'Every filter is in SQL on the indexes of migration 0010: (user_id, created_at, id) and',
    '(user_id, checkin) carrying module, status, checkin and entity, so the ids of a page and the',
    "count are walked without visiting a booking; a passenger's word is one range of",
    'reservation_terms (term, user_id, created_at) kept by a trigger; lower(supplier_ref) for a',
    "supplier code. Each answer is the page's ids then its 20 bookings in one statement, plus a",
    'count of the filter up to 1,000.',
  ];
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', 'reservations-list.md'),
    `${lines.join('\n')}\n`,
  );
  console.log(lines.join('\n'));
  failOnRefusals(runs);
} finally {
  await server.stop();
}
