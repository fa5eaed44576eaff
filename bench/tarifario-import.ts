import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { addDays, agencyToday, type TarifarioSheetRows } from '@portal/domain';
import { writeTarifarioWorkbook } from '../apps/api/src/modules/tarifario/workbook';
import { bombSheet, workbookOf } from '../apps/api/src/modules/tarifario/workbook/zip-kit';
import { LOGIN_BODY, machineNote, startServer, type RunningServer } from './lib/server';

// Rate sheet uploads against the real server (issue 29, item 1): `npm start`'s process from
// source on its embedded PGlite, the uploads sent over HTTP as staff would. Before the fix, the
// issue's bomb (one worksheet of ~2 GB in a 2 MB .xlsx) took 20 s and 2.6 GB, four at once ended
// in 'JavaScript heap out of memory', and a legitimate 50,000-row sheet took 22 s and missed a
// liveness probe. Measured here: the time to each answer, the server's resident memory (its peak,
// /proc/<pid>/status VmHWM, reset before each scenario) and, during the 50,000-row import,
// /api/health/live asked every 50 ms. Every answer is counted by status; the run fails when more
// than 1 % of them are not the status expected.
//
//   npx tsx bench/tarifario-import.ts
const MiB = 2 ** 20;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const ROWS = 50_000;

type Answer = { status: number; ms: number; message?: string };
type Scenario = {
  label: string;
  expected: number[];
  answers: Answer[];
  seconds: number;
  rssBefore: number;
  rssPeak: number;
  health?: { p50: number; p99: number; max: number; answers: Answer[] };
};

/** 10 zones × 50 hotels × 10 rooms × 10 periods = 50,000 Hoteles rows, and a few others. */
function bigSheet(): TarifarioSheetRows {
  const from = addDays(agencyToday(new Date()), 1);
  const zones = Array.from({ length: 10 }, (_, z) => ({
    Pais: z < 5 ? 'Argentina' : 'Brasil',
    Zona: `Zona ${z + 1}`,
  }));
  return {
    hoteles: zones.flatMap((zone) =>
      Array.from({ length: ROWS / 10 }, (_, i) => ({
        ...zone,
        Hotel: `Hotel ${Math.floor(i / 100) + 1}`,
        Categoria: 1 + (Math.floor(i / 100) % 5),
        Moneda: zone.Pais === 'Argentina' ? 'ARS' : 'USD',
        Direccion: `Av. Principal ${100 + Math.floor(i / 100)}`,
        CodigoHabitacion: `H${Math.floor(i / 10) % 10}`,
        Habitacion: `Habitación ${Math.floor(i / 10) % 10}`,
        Regimen: 'Desayuno',
        Desde: addDays(from, (i % 10) * 30),
        Hasta: addDays(from, (i % 10) * 30 + 29),
        SGL: 80 + (i % 10),
        DBL: 100 + (i % 10),
        TPL: 0,
        CPL: 150.5,
      })),
    ),
    excursiones: zones.map((zone) => ({
      ...zone,
      Nombre: 'Excursión',
      Tipo: 'adl',
      Total: 50,
      Moneda: 'USD',
    })),
    traslados: zones.map((zone) => ({
      ...zone,
      Nombre: 'Traslado',
      Tipo: 'Privado',
      Direccion: 'IO',
      Moneda: 'USD',
      Pax: 1,
      Tarifa: 40,
    })),
  };
}

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

/** The server's resident memory now and its peak since the last reset, in bytes. */
async function memory(pid: number) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}
const resetPeak = (pid: number) => fs.writeFile(`/proc/${pid}/clear_refs`, '5');

async function login(url: string) {
  const res = await fetch(`${url}/api/main/loginweb`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...LOGIN_BODY, username: 'tarifas', password: 'tarifas123' }),
  });
  return ((await res.json()) as { accesos: { token: string } }).accesos.token;
}

async function timed(call: () => Promise<Response>): Promise<Answer> {
  const t0 = performance.now();
  try {
    const res = await call();
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return { status: res.status, ms: performance.now() - t0, message: body.message };
  } catch {
    return { status: 0, ms: performance.now() - t0 };
  }
}

/** Asks /api/health/live every 50 ms until `stop` resolves. */
async function probeHealth(url: string, stop: Promise<unknown>) {
  const answers: Answer[] = [];
  let done = false;
  void stop.finally(() => (done = true));
  while (!done) {
    answers.push(await timed(() => fetch(`${url}/api/health/live`)));
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = answers.map((a) => a.ms);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), max: Math.max(...ms), answers };
}

async function scenario(
  server: RunningServer,
  label: string,
  expected: number[],
  send: () => Promise<Answer[]>,
  withHealth = false,
): Promise<Scenario> {
  await resetPeak(server.pid);
  const before = await memory(server.pid);
  const t0 = performance.now();
  const sending = send();
  const health = withHealth ? await probeHealth(server.url, sending) : undefined;
  const answers = await sending;
  const seconds = (performance.now() - t0) / 1000;
  const after = await memory(server.pid);
  return { label, expected, answers, seconds, rssBefore: before.rss, rssPeak: after.peak, health };
}

const bombFor = async (bytes: number, declared?: number) => {
  const sheet = await bombSheet(bytes);
  return workbookOf({ ...sheet, size: declared ?? sheet.size });
};

console.log('making the files…');
const bomb = await bombFor(2000 * MiB); // the issue's: ~2 GB unpacked
const lying = await bombFor(300 * MiB, 64 * 1024); // its header says 64 KB
const sheet = bigSheet();
const legit = await writeTarifarioWorkbook(sheet, { excelDates: true });
const rows = sheet.hoteles.length + sheet.excursiones.length + sheet.traslados.length;

const server = await startServer();
const results: Scenario[] = [];
try {
  const token = await login(server.url);
  const upload = (file: Buffer) => () =>
    timed(() =>
      fetch(`${server.url}/api/main/tarifario/importar`, {
        method: 'POST',
        headers: { 'content-type': XLSX, authorization: `Bearer ${token}` },
        body: new Uint8Array(file),
      }),
    );
  const all = (n: number, file: Buffer) => () => Promise.all(Array.from({ length: n }, upload(file)));
  const one = (file: Buffer) => async () => [await upload(file)()];
  results.push(await scenario(server, "the issue's bomb (2,000 MB unpacked)", [400], one(bomb)));
  results.push(await scenario(server, 'four such bombs at once', [400], all(4, bomb)));
  results.push(await scenario(server, 'a bomb whose header says 64 KB (300 MB)', [400], one(lying)));
  const legitAndSecond = async () => {
    const first = upload(legit)();
    // a second upload once the first holds the import: answered 429 at once
    await new Promise((r) => setTimeout(r, 200));
    const second = await upload(legit)();
    return [await first, second];
  };
  results.push(
    await scenario(
      server,
      `a legitimate ${ROWS.toLocaleString('en')}-row sheet, and a second upload during it`,
      [200, 429],
      legitAndSecond,
      true,
    ),
  );
} finally {
  await server.stop();
}

const mb = (b: number) => `${(b / MiB).toFixed(0)} MB`;
const ms = (x: number) => `${Math.round(x)} ms`;
const byStatus = (answers: Answer[]) => {
  const counts = new Map<number, number>();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${n} × ${s}`)
    .join(', ');
};
// every upload must answer its scenario's statuses in order (the 429 is the second upload's);
// every health probe 200
const unexpected = results.flatMap((r) => [
  ...r.answers.filter((a, i) => a.status !== (r.expected[i] ?? r.expected[0])),
  ...(r.health?.answers.filter((a) => a.status !== 200) ?? []),
]);
const total = results.reduce((n, r) => n + r.answers.length + (r.health?.answers.length ?? 0), 0);
const [single, four, lie, big] = results as [Scenario, Scenario, Scenario, Scenario];
const growth = (r: Scenario) => r.rssPeak - r.rssBefore;
const slowest = (r: Scenario) => Math.max(...r.answers.map((a) => a.ms));
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const lines = [
  '# Rate sheet uploads: bombs and a 50,000-row sheet (issue 29, item 1)',
  '',
  `Measured ${agencyToday(new Date())} on ${machineNote()} with \`npx tsx bench/tarifario-import.ts\`;`,
  `load average (1 min) ${os.loadavg()[0]!.toFixed(1)} at the end (the server, this script and the worker share the ${os.cpus().length} cores; anything else running makes the times upper bounds).`,
  'The real server (`apps/api/src/server.ts` from source under tsx, embedded PGlite, demo seed) in its own process; uploads over HTTP as staff.',
  `Memory is the server's resident set: its peak during the scenario (VmHWM, reset before) minus its size before. Files: the bomb 2,000 MB unpacked from ${(bomb.length / 1024).toFixed(0)} KB; the lying one ${(lying.length / 1024).toFixed(0)} KB; the sheet ${rows} rows, ${(legit.length / 1024).toFixed(0)} KB.`,
  '',
  '| scenario | answers | slowest answer | RSS before → peak (growth) | health/live p50 / p99 / max |',
  '|---|---|---|---|---|',
  ...results.map(
    (r) =>
      `| ${r.label} | ${byStatus(r.answers)} | ${ms(slowest(r))} | ${mb(r.rssBefore)} → ${mb(r.rssPeak)} (+${mb(growth(r))}) | ${
        r.health
          ? `${ms(r.health.p50)} / ${ms(r.health.p99)} / ${ms(r.health.max)} (${byStatus(r.health.answers)})`
          : '—'
      } |`,
  ),
  '',
  'Targets (issue 29):',
  `- the bomb refused in < 2 s with the server growing < 150 MB: ${ms(slowest(single))}, +${mb(growth(single))}: ${verdict(slowest(single) < 2000 && growth(single) < 150 * MiB)}; four at once: ${ms(slowest(four))}, +${mb(growth(four))}: ${verdict(slowest(four) < 2000 && growth(four) < 150 * MiB)}.`,
  `- the 50,000-row sheet with health/live p99 < 100 ms and the server growing < 300 MB: p99 ${ms(big.health!.p99)}, +${mb(growth(big))}: ${verdict(big.health!.p99 < 100 && growth(big) < 300 * MiB)} (imported in ${ms(big.answers[0]!.ms)}).`,
  `- the lying bomb (not a target of the issue; it is inflated in the worker until it passes its 64 KB): ${ms(slowest(lie))}, +${mb(growth(lie))}.`,
  `- answers other than expected (400 for a bomb, 200 then 429 for the sheet, 200 for health): ${unexpected.length} of ${total}; the run fails past 1 %.`,
  '',
  `Answers: ${[...new Set(results.flatMap((r) => r.answers.map((a) => `${a.status} ${a.message ?? ''}`.trim())))].map((t) => `\`${t}\``).join('; ')}.`,
  '',
];
await fs.writeFile(path.join(import.meta.dirname, 'results', 'tarifario-import.md'), lines.join('\n'));
console.log(lines.join('\n'));
if (unexpected.length > total * 0.01) {
  console.error(`${unexpected.length} of ${total} answers were not the status expected`);
  process.exit(1);
}
