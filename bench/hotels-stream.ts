import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { addDays, agencyToday } from '@portal/domain';
import { SUPPLIER_PATHS } from '../apps/api/src/config';
import { startSandbox } from './lib/sandbox';
import { LOGIN_BODY, machineNote, startServer } from './lib/server';

// Time to the first result of the streamed hotel search (issue 34, item 3):
// POST /api/booking/api/client/hotels/avail/stream with the suppliers at 100 / 300 / 800 ms,
// each in turn the fastest. One search at a time, as an agent's browser asks (gzip, br); the
// clock runs from sending the request to reading the whole first supplier line. Target: the
// fastest supplier's latency + < 50 ms. The single answer (avail) is timed alike: it waits for
// the slowest. The answer cache is off (HOTEL_AVAIL_CACHE_MS=0) so every search asks the
// suppliers; each hotel supplier is a simulator process of its own, the API another (`npm
// start`'s server on a fresh embedded database), this one is the client.
//
//   npx tsx bench/hotels-stream.ts
//   BENCH_SEARCHES=10 BENCH_DESTINOS=C-ORL npx tsx bench/hotels-stream.ts
//   BENCH_ENCODING=identity npx tsx bench/hotels-stream.ts   # what the client accepts (default: a browser's)
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 20);
const WARMUP = 3;
const DESTINOS = (process.env.BENCH_DESTINOS ?? 'C-ORL,C-CUN').split(',');
const TARGET_MS = 50;
const RUNS: { label: string; latencies: [number, number, number] }[] = [
  { label: 'Omnibees 100 / Prestige 300 / HBSI 800 ms', latencies: [100, 300, 800] },
  { label: 'Omnibees 800 / Prestige 100 / HBSI 300 ms', latencies: [800, 100, 300] },
  { label: 'Omnibees 300 / Prestige 800 / HBSI 100 ms', latencies: [300, 800, 100] },
];
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip, br';

const HOTEL_SUPPLIERS = ['OMNIBEES', 'PRESTIGE', 'HBSI'] as const;

async function start(latencies: [number, number, number]) {
  const env = Object.fromEntries(
    HOTEL_SUPPLIERS.map((name, i) => [`SUPPLIER_${name}_LATENCY_MS`, String(latencies[i])]),
  );
  // each hotel supplier in a simulator process of its own, as each is another company's server:
  // in one process, the ~10 ms a supplier works on its answer held back the calls of the others
  // asked with it (they reached it 12-15 ms after the API sent them, the first one 5 ms)
  const sandboxes = await Promise.all(HOTEL_SUPPLIERS.map(() => startSandbox(env)));
  // the API in its own process, as `npm start` runs it: a browser never shares its event loop
  // or its libuv thread pool, and the client here decodes every line (issue 34, item 3)
  const server = await startServer({
    SANDBOX_URL: sandboxes[0]!.url,
    ...Object.fromEntries(
      HOTEL_SUPPLIERS.map((name, i) => [
        `SUPPLIER_${name}_URL`,
        `${sandboxes[i]!.url}${SUPPLIER_PATHS[name]}`,
      ]),
    ),
    SUPPLIER_TIMEOUT_MS: '2000',
    HOTEL_AVAIL_CACHE_MS: '0',
  });
  return {
    url: server.url,
    close: async () => {
      await server.stop();
      await Promise.all(sandboxes.map((s) => s.stop()));
    },
  };
}

type Timing = { firstLineMs: number; firstSupplier: string; supplierMs: number; endMs: number };

/** One search; the time to the first whole supplier line, which supplier it was, and the end. */
function timedSearch(url: string, headers: Record<string, string>, body: string) {
  return new Promise<Timing>((resolve, reject) => {
    const started = performance.now();
    let first: { ms: number; supplier: string; supplierMs: number } | undefined;
    const req = http.request(url, { method: 'POST', headers }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`HTTP ${res.statusCode}`));
      const encoding = res.headers['content-encoding'];
      if (encoding && encoding !== 'gzip' && encoding !== 'br') return reject(new Error(encoding));
      // the reading a browser does: decode as the bytes come, act on each whole line
      const decoded = encoding ? res.pipe(decompressor(encoding)) : res;
      let text = '';
      decoded.on('data', (chunk: Buffer) => {
        text += chunk.toString('utf8');
        if (first) return;
        const line = /"proveedor":"(\w+)","estado":"\w+","ms":(\d+)[^\n]*\n/.exec(text);
        if (line)
          first = { ms: performance.now() - started, supplier: line[1]!, supplierMs: Number(line[2]) };
      });
      decoded.on('end', () => {
        if (!first) return reject(new Error('no supplier line'));
        if (!text.includes('"fin":true')) return reject(new Error('no end line'));
        resolve({
          firstLineMs: first.ms,
          firstSupplier: first.supplier,
          supplierMs: first.supplierMs,
          endMs: performance.now() - started,
        });
      });
      decoded.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

const decompressor = (encoding: string) =>
  encoding === 'br' ? zlib.createBrotliDecompress() : zlib.createGunzip();

/** The single answer's whole time, for comparison. */
async function timedSingle(url: string, headers: Record<string, string>, body: string) {
  const started = performance.now();
  const res = await fetch(url, { method: 'POST', headers, body });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`avail: HTTP ${res.status}`);
  return performance.now() - started;
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const f0 = (n: number) => n.toFixed(0);

async function measure(run: (typeof RUNS)[number], destino: string) {
  const server = await start(run.latencies);
  try {
    const login = await fetch(`${server.url}/api/main/loginweb`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(LOGIN_BODY),
    });
    const token = ((await login.json()) as { accesos: { token: string } }).accesos.token;
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-encoding': ENCODING,
    };
    const bodyOf = (i: number) => {
      const checkin = addDays(agencyToday(new Date()), 20 + i);
      return JSON.stringify({
        stayRange: { checkin, checkout: addDays(checkin, 4) },
        roomCriteriaList: [{ adultCount: 2, childCount: 0, roomCount: 1, childAges: [0] }],
        categoriaHotel: 0,
        idUWS: 1002,
        isAgenteAS: false,
        destino,
        isOmnibeesDisable: false,
        isPrestigeDisable: false,
        isHBSIDisable: false,
      });
    };
    const base = `${server.url}/api/booking/api/client/hotels/avail`;
    const timings: Timing[] = [];
    const singles: number[] = [];
    for (let i = 0; i < WARMUP + SEARCHES; i++) {
      const t = await timedSearch(`${base}/stream`, headers, bodyOf(i));
      const single = await timedSingle(base, headers, bodyOf(100 + i));
      if (i < WARMUP) continue;
      timings.push(t);
      singles.push(single);
    }
    const fastest = Math.min(...run.latencies);
    const over = timings.map((t) => t.firstLineMs - fastest);
    // what the stream adds after the supplier's call (its HTTP, and the XML read for Omnibees and HBSI)
    const streaming = timings.map((t) => t.firstLineMs - t.supplierMs);
    const firstSuppliers = [...new Set(timings.map((t) => t.firstSupplier))].join(', ');
    return {
      row: [
        destino,
        run.label,
        firstSuppliers,
        f0(
          pct(
            timings.map((t) => t.firstLineMs),
            50,
          ),
        ),
        f0(pct(over, 50)),
        f0(pct(over, 95)),
        f0(Math.max(...over)),
        f0(
          pct(
            timings.map((t) => t.supplierMs),
            50,
          ),
        ),
        f0(pct(streaming, 50)),
        f0(pct(streaming, 95)),
        f0(
          pct(
            timings.map((t) => t.endMs),
            50,
          ),
        ),
        f0(pct(singles, 50)),
      ],
      pass: pct(over, 95) < TARGET_MS,
    };
  } finally {
    await server.close();
  }
}

const loadAtStart = os.loadavg()[0]!;
const rows: string[][] = [];
let allPass = true;
for (const destino of DESTINOS) {
  for (const run of RUNS) {
    const { row, pass } = await measure(run, destino);
    allPass &&= pass;
    rows.push(row);
    console.log(row.join(' | '));
  }
}

const lines = [
  '# Hotel search streamed supplier by supplier (issue 34, item 3)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}, load ${loadAtStart.toFixed(1)} at the start and ${os.loadavg()[0]!.toFixed(1)} at the end.`,
  '',
  '`npx tsx bench/hotels-stream.ts`: POST /api/booking/api/client/hotels/avail/stream, one search at',
  `a time (${SEARCHES} measured after ${WARMUP} warm-up, each for another stay; answer cache off), the`,
  'three hotel suppliers at 100 / 300 / 800 ms, each in turn the fastest, each a simulator process',
  'of its own (answering a search at its latency); the API runs in another (`npm start`\u2019s server); the client',
  `asks as a browser (${ENCODING}) and decodes as the bytes come. "first line" is the time from`,
  'sending the search to holding the whole first supplier line; "over fastest" is that less the',
  'fastest supplier\u2019s latency (target: < 50 ms at p95). "its call" is the `ms` the line gives: the',
  'supplier call as the API timed it (latency, HTTP, and the XML read for Omnibees and HBSI); "over',
  'its call" is what the stream adds after it (allotments, markups, JSON, compression, the wire).',
  'avail (the single answer) waits for the slowest.',
  '',
  '| destino | suppliers | first line from | first line p50 ms | over fastest p50 | p95 | max | its call p50 ms | over its call p50 | p95 | stream end p50 ms | avail p50 ms |',
  '| --- | --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ...rows.map((r) => `| ${r.join(' | ')} |`),
  '',
  allPass
    ? `Target met: the first supplier\u2019s hotels arrive within ${TARGET_MS} ms of its latency (p95) in every run.`
    : `Target NOT met in at least one run (p95 over the fastest \u2265 ${TARGET_MS} ms).`,
];
await fs.writeFile(path.join(import.meta.dirname, 'results', 'hotels-stream.md'), `${lines.join('\n')}\n`);
