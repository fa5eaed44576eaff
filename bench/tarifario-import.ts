import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, agencyToday, type TarifarioSheetRows } from '@portal/domain';
import { openDatabase } from '../apps/api/src/db/client';
import { loadTarifario, writeTarifarioWorkbook } from '../apps/api/src/tarifario';
import { checkSheet } from '../apps/api/src/tarifario/import';
import { readTarifarioWorkbook } from '../apps/api/src/tarifario/read-workbook';
import { machineNote } from './lib/server';

// Import of a 5,000-row rate sheet (issue 17): read with exceljs, every row checked, loaded in
// one transaction into in-memory PGlite (BENCH_DATABASE_URL: a PostgreSQL database instead).
// Each run is its own process, so its peak RSS (getrusage maxrss) is the import's alone.
//
//   npx tsx bench/tarifario-import.ts
const RUNS = 3;
const FILE = path.join(os.tmpdir(), `tarifario-bench-${process.pid}.xlsx`);

/** 10 zones × 15 hotels × 3 rooms × 10 periods = 4,500 hotel rows, 300 excursion and 200 transfer rows. */
function bigSheet(): TarifarioSheetRows {
  const from = addDays(agencyToday(new Date()), 1);
  const zones = Array.from({ length: 10 }, (_, z) => ({
    Pais: z < 5 ? 'Argentina' : 'Brasil',
    Zona: `Zona ${z + 1}`,
  }));
  return {
    hoteles: zones.flatMap((zone) =>
      Array.from({ length: 15 * 3 * 10 }, (_, i) => ({
        ...zone,
        Hotel: `Hotel ${Math.floor(i / 30) + 1}`,
        Categoria: 1 + (Math.floor(i / 30) % 5),
        Moneda: zone.Pais === 'Argentina' ? 'ARS' : 'USD',
        Direccion: `Av. Principal ${100 + Math.floor(i / 30)}`,
        CodigoHabitacion: `H${Math.floor(i / 10) % 3}`,
        Habitacion: `Habitación ${Math.floor(i / 10) % 3}`,
        Regimen: 'Desayuno',
        Desde: addDays(from, (i % 10) * 30),
        Hasta: addDays(from, (i % 10) * 30 + 29),
        SGL: 80 + (i % 10),
        DBL: 100 + (i % 10),
        TPL: 0,
        CPL: 150.5,
      })),
    ),
    excursiones: zones.flatMap((zone) =>
      Array.from({ length: 30 }, (_, i) => ({
        ...zone,
        Nombre: `Excursión ${Math.floor(i / 2) + 1}`,
        Tipo: i % 2 ? 'chd' : 'adl',
        Total: 50 - (i % 2) * 20,
        Moneda: 'USD',
      })),
    ),
    traslados: zones.flatMap((zone) =>
      Array.from({ length: 20 }, (_, i) => ({
        ...zone,
        Nombre: `Traslado ${Math.floor(i / 4) + 1}`,
        Tipo: 'Privado',
        Direccion: 'IO',
        Moneda: 'USD',
        Pax: 1 + (i % 4),
        Tarifa: 40,
      })),
    ),
  };
}

const FILE_ARG = process.argv[3];
/** One import in this process: the time of each step, and memory sampled every 5 ms. */
async function child() {
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
  globalThis.gc?.();
  const before = process.memoryUsage();
  const peak = { rss: before.rss, heap: before.heapUsed };
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  }, 5);
  const t0 = performance.now();
  const raw = await readTarifarioWorkbook(FILE_ARG!);
  const t1 = performance.now();
  const checked = checkSheet(raw);
  const t2 = performance.now();
  const summary = await loadTarifario(database.db, checked);
  const t3 = performance.now();
  clearInterval(sampler);
  await database.close();
  const steps = { read: t1 - t0, check: t2 - t1, load: t3 - t2, ms: t3 - t0 };
  const maxRss = process.resourceUsage().maxRSS * 1024;
  const memory = {
    rssBefore: before.rss,
    rssPeak: Math.max(peak.rss, maxRss),
    heapBefore: before.heapUsed,
    heapPeak: peak.heap,
  };
  console.log(JSON.stringify({ ...steps, ...memory, filas: summary.filas, periodos: summary.periodos }));
}

if (process.argv[2] === '--child') {
  await child();
  process.exit(0);
}

type Run = { read: number; check: number; load: number; ms: number; rssBefore: number; rssPeak: number };
type RunMemory = Run & { heapBefore: number; heapPeak: number; filas: number };
const run = (flags: string[] = []) => {
  const args = [...flags, '--expose-gc', '--import', 'tsx', import.meta.filename, '--child', FILE];
  const res = spawnSync(process.execPath, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  return res.status === 0 ? (JSON.parse(res.stdout.trim().split('\n').at(-1)!) as RunMemory) : undefined;
};

const sheet = bigSheet();
const rows = sheet.hoteles.length + sheet.excursiones.length + sheet.traslados.length;
await fs.writeFile(FILE, await writeTarifarioWorkbook(sheet, { excelDates: true }));
const size = (await fs.stat(FILE)).size;
const runs = Array.from({ length: RUNS }, (_, i) => {
  const r = run();
  if (!r || r.filas !== rows) throw new Error(`run ${i + 1} failed`);
  return r;
});
const HEAP_CAP = 96; // MiB of V8 old space: the import must fit in it
const capped = run([`--max-old-space-size=${HEAP_CAP}`]);
await fs.rm(FILE, { force: true });

const mib = (b: number) => (b / 2 ** 20).toFixed(0);
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(RUNS / 2)]!;
const heapPeak = Math.max(...runs.map((r) => r.heapPeak - r.heapBefore));
const rssGrowth = Math.max(...runs.map((r) => r.rssPeak - r.rssBefore));
const lines = [
  '# Import of a 5,000-row rate sheet (issue 17)',
  '',
  `Measured ${agencyToday(new Date())} on ${machineNote()}, load average (1 min) ${os.loadavg()[0]!.toFixed(1)} (other jobs on the machine).`,
  `Command: \`npx tsx bench/tarifario-import.ts\` from the repo root; ${process.env.BENCH_DATABASE_URL ? 'PostgreSQL' : 'in-memory PGlite'}, each run a fresh process and database.`,
  '',
  `The file: ${rows} rows (${sheet.hoteles.length} Hoteles, ${sheet.excursiones.length} Excursiones, ${sheet.traslados.length} Traslados), 10 zones, 150 hotels, 450 rooms, ${(size / 1024).toFixed(0)} KiB .xlsx with real Excel dates.`,
  'A run reads it with exceljs, checks every row (domain schemas, then the rules across rows: same hotel data, no overlapping periods) and loads it in one transaction. Memory is sampled every 5 ms (process.memoryUsage) and the peak RSS also read from getrusage.',
  '',
  '| run | read (exceljs) | check | load | total | JS heap growth (peak) | RSS before → peak |',
  '|---|---|---|---|---|---|---|',
  ...runs.map(
    (r, i) =>
      `| ${i + 1} | ${sec(r.read)} | ${sec(r.check)} | ${sec(r.load)} | ${sec(r.ms)} | ${mib(r.heapPeak - r.heapBefore)} MiB | ${mib(r.rssBefore)} → ${mib(r.rssPeak)} MiB |`,
  ),
  '',
  `Median wall time ${sec(median.ms)} (the issue sets no target: recorded). ` +
    `Peak memory of the import itself: JS heap +${mib(heapPeak)} MiB, RSS +${mib(rssGrowth)} MiB.`,
  `The RSS before the import is the in-memory PGlite (its WebAssembly memory), not the import. With V8's heap capped at ` +
    `--max-old-space-size=${HEAP_CAP} the same import ${capped ? `succeeds (${sec(capped.ms)})` : 'runs out of memory'}.`,
];
await fs.writeFile(path.join(import.meta.dirname, 'results', 'tarifario-import.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
