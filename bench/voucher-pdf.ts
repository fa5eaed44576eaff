import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { addDays, agencyToday, type TPassenger, type TReservationDetail } from '@portal/domain';
import { buildApp } from '../apps/api/src/app';
import { loadConfig, TEST_JWT_SECRET } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { reservations, users } from '../apps/api/src/db/schema';
import { renderVoucher } from '../apps/api/src/modules/reservations/voucher/render-voucher';
import { LOGIN_BODY, machineNote } from './lib/server';

// Generating one booking voucher PDF (issue 18): the renderer alone, ~200 times in one process,
// then GET /api/main/reservas/:id/voucher.pdf through the app (auth, the detail read from
// in-memory PGlite, the PDF) with app.inject, so no network and no supplier is involved.
//
//   npx tsx bench/voucher-pdf.ts
const RENDERS = 200;
const ROUTE_CALLS = 50;
const TZ = 'America/Argentina/Buenos_Aires';
const today = agencyToday(new Date(), TZ);

const passengers = ['Lucía', 'Martín', 'Sofía'].map((nombres, i): TPassenger => ({
  nombres,
  apellidos: 'Peña Núñez',
  dni: String(30_000_000 + i),
  tipoDoc: 'DNI',
  nacionalidad: 'Argentina',
  nacimiento: '1985-03-0' + (i + 1),
  edad: 40,
}));
const row = {
  module: 'activities',
  supplier: 'DESTSERVICES',
  supplierRef: 'DS-BENCH-0001',
  status: 'confirmed' as const,
  productName: 'Everglades – Entrada general 10:00',
  checkin: addDays(today, 23),
  checkout: addDays(today, 23),
  currency: 'USD',
  breakdown: { tarifa: 125, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
  total: '195.00',
  passengers,
  request: {},
};
const detail: TReservationDetail = {
  ...row,
  id: 1,
  module: 'activities',
  currency: 'USD',
  total: 195,
  idEntidad: null,
  entidad: null,
  errorMessage: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  history: [],
  cancelacion: {
    cancelable: true,
    motivo: null,
    penalidad: 0,
    moneda: 'USD',
    gratisHasta: addDays(today, 20),
    politica: 'Sin cargo hasta 72 horas antes del servicio; después, se cobra el 100 % de la tarifa.',
  },
  penalidadCobrada: null,
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
const timed = async (n: number, run: () => Promise<unknown>) => {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  return ms.sort((a, b) => a - b);
};

// The renderer alone, with the shipped logo
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: TEST_JWT_SECRET,
  RECONCILE_INTERVAL_MS: '0',
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
const agency = { name: config.agency.name, logo: await fs.readFile(config.agency.logoPath) };
const sample = await renderVoucher({ detail, agency, printedAt: new Date(), tz: TZ });
await timed(20, () => renderVoucher({ detail, agency, printedAt: new Date(), tz: TZ })); // warm-up
const renders = await timed(RENDERS, () => renderVoucher({ detail, agency, printedAt: new Date(), tz: TZ }));

// Through the route
const database = await openDatabase({});
const app = await buildApp({ ...config, seedDemo: true }, { database, logger: false });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/main/loginweb', payload: LOGIN_BODY });
const headers = { authorization: `Bearer ${login.json().accesos.token as string}` };
const [vendedor] = await database.db.select().from(users).where(eq(users.username, 'vendedor'));
const [booked] = await database.db
  .insert(reservations)
  .values({ ...row, netTotal: row.total, userId: vendedor!.id })
  .returning();
const call = async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/main/reservas/${booked!.id}/voucher.pdf`,
    headers,
  });
  if (res.statusCode !== 200) throw new Error(`voucher: ${res.statusCode} ${res.body}`);
};
await timed(5, call);
const routed = await timed(ROUTE_CALLS, call);
await app.close();
await database.close();

const ms = (v: number) => `${v.toFixed(1)} ms`;
const lines = [
  '# Booking voucher PDF (issue 18)',
  '',
  `Measured ${today} on ${machineNote()}, load average (1 min) ${os.loadavg()[0]!.toFixed(1)} (other jobs on the machine).`,
  'Command: `npx tsx bench/voucher-pdf.ts` from the repo root; pdfkit 0.20, standard Helvetica, the shipped 256×256 PNG logo.',
  '',
  `The voucher: one confirmed activity booking, 3 passengers, the price lines and the policy; one A4 page, ${(sample.length / 1024).toFixed(1)} KiB.`,
  '',
  '| what | calls | p50 | p95 | max |',
  '|---|---|---|---|---|',
  `| renderVoucher (detail → PDF bytes) | ${RENDERS} | ${ms(percentile(renders, 0.5))} | ${ms(percentile(renders, 0.95))} | ${ms(renders.at(-1)!)} |`,
  `| GET …/reservas/:id/voucher.pdf (app.inject, in-memory PGlite) | ${ROUTE_CALLS} | ${ms(percentile(routed, 0.5))} | ${ms(percentile(routed, 0.95))} | ${ms(routed.at(-1)!)} |`,
  '',
  'Each call runs alone, one after the other, after a warm-up; the issue sets no target: recorded.',
];
await fs.writeFile(path.join(import.meta.dirname, 'results', 'voucher-pdf.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
