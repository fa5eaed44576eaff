import fs from 'node:fs/promises';
import path from 'node:path';
import { addDays, agencyToday } from '@portal/domain';
import { CONNECTIONS, measureOverhead, overheadRow, type OverheadCall } from './lib/overhead';
import { machineNote } from './lib/server';
import { answersOf, failOnRefusals, type Answers } from './lib/answers';

// Activity and transfer availability (POST /api/utilities/actividades/disponibilidad and
// /traslados/disponibilidad) at 20 connections with the provider's latency at 0 and 200 ms
// (issue 16): server overhead = the API's answer time minus the provider's own, measured under
// the same load sent straight to the simulator with the body our adapter sends it.
//
//   npx tsx bench/activities-avail.ts          BENCH_DURATION=5 (seconds per run, default 10)
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const TARGET = { p50: 15, p99: 50 };
const day = addDays(agencyToday(new Date()), 30);
const back = addDays(day, 7);
const occupation = [{ type: 'ADL' }, { type: 'ADL' }, { type: 'CHL', age: 7 }];

const offers = (status: number, body: unknown) => {
  const n =
    (body as { products?: { availResponseV2Product?: unknown[] } }).products?.availResponseV2Product
      ?.length ?? 0;
  if (status !== 200 || n === 0) throw new Error(`availability: ${status}, ${n} offers`);
  return `${n} offer${n === 1 ? '' : 's'}`;
};

const CALLS: OverheadCall[] = [
  {
    api: {
      path: '/api/utilities/actividades/disponibilidad',
      body: {
        productCode: 'MCO-EVG01',
        paxQuantity: 3,
        fromDate: day,
        toDate: day,
        rooming: { adultCount: 2, childCount: 1, childAges: [7] },
      },
    },
    direct: {
      path: '/dest-services/availability/v2/activities',
      apiKey: 'sandbox-destservices',
      body: { productCode: 'MCO-EVG01', fromDate: day, toDate: day, availRequestV2Occupation: occupation },
    },
    check: offers,
  },
  {
    api: {
      path: '/api/utilities/traslados/disponibilidad',
      body: {
        fromDate: day,
        toDate: back,
        availRequestV2Occupation: [
          { type: 'ADL', age: 40 },
          { type: 'ADL', age: 40 },
          { type: 'CHL', age: 7 },
        ],
        transferOptions: [
          {
            type: 'TWOWAY',
            origin: { id: 'AP-CUN', time: '10:56' },
            destination: { id: 'HT-CUN-01', time: '18:30' },
          },
        ],
      },
    },
    direct: {
      path: '/dest-services/availability/v2/transfers',
      apiKey: 'sandbox-destservices',
      body: {
        fromDate: day,
        toDate: back,
        availRequestV2Occupation: occupation,
        transferOptions: [
          {
            type: 'TWOWAY',
            origin: { id: 'AP-CUN', time: '10:56' },
            destination: { id: 'HT-CUN-01', time: '18:30' },
          },
        ],
      },
    },
    check: offers,
  },
];

const rows: string[] = [];
const runs: { label: string; answers: Answers }[] = [];
for (const latency of [0, 200]) {
  const env = { SUPPLIER_DESTSERVICES_LATENCY_MS: String(latency) };
  for (const run of await measureOverhead(env, CALLS, DURATION)) {
    rows.push(overheadRow(latency, run, TARGET));
    runs.push({ label: `${run.path} ${latency} ms`, answers: answersOf(run.ours) });
  }
}
const lines = [
  '# Activity and transfer availability (POST /api/utilities/actividades|traslados/disponibilidad)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
  `Command: \`npx tsx bench/activities-avail.ts\` (the Everglades airboat MCO-EVG01 for 2 adults and a child of 7 on one date; a Cancún airport ⇄ hotel round trip for the same party; ${CONNECTIONS} connections, 2 s warm-up then ${DURATION} s per run; the API in process on ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'in-memory PGlite'}, the provider played by the simulator in its own process).`,
  '',
  '| call | provider latency | answer | provider alone p50 / p99 | API p50 / p99 | API req/s | server overhead p50 / p99 | target | load 1 min before → after | 2xx / not 2xx |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
  '',
  `Target: server overhead p50 < ${TARGET.p50} ms and p99 < ${TARGET.p99} ms (issue 16). Overhead = the API's answer time`,
  "minus the provider's own under the same load: auth, the request's rules (calendar, party), the",
  'HTTP call, parsing and mapping the offers, and compressing the answer. A search writes nothing:',
  'the echoToken is the provider’s, and the booking asks it again what the token priced.',
];
await fs.writeFile(path.join(import.meta.dirname, 'results', 'activities-avail.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
failOnRefusals(runs);
