import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HOTEL_RESULTS, logIn } from './lib/browser';
import { machineNote, startServer } from './lib/server';

// JS and CSS bytes the login page, home and the Disney hotel results load from the production
// build, as the server sends them (compressed), with how many files. The build's own budget
// (gzip of each route's static imports, no browser) is `npm run check:weight -w @portal/web`.
type Weight = { js: number; css: number; jsFiles: number; cssFiles: number };

async function measure(page: Page, url: string): Promise<Weight> {
  const weight: Weight = { js: 0, css: 0, jsFiles: 0, cssFiles: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .request()
        .sizes()
        .then((s) => {
          if (type === 'script') {
            weight.js += s.responseBodySize;
            weight.jsFiles += 1;
          } else {
            weight.css += s.responseBodySize;
            weight.cssFiles += 1;
          }
        }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.removeAllListeners('response');
  return weight;
}

// issue 19 is about the portal on a phone: a desktop loads its menu bar's dropdown as well
const PHONE = { width: 390, height: 844 };
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
// WEB_DIST=<folder> serves another build (the one before a change, to compare)
const servedBuild = () => (process.env.WEB_DIST ? `WEB_DIST=${process.env.WEB_DIST} ` : '');

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const rows: string[] = [];
  const row = (name: string, w: Weight) =>
    rows.push(`| ${name} | ${kb(w.js)} (${w.jsFiles}) | ${kb(w.css)} (${w.cssFiles}) |`);

  const guest = await browser.newContext({ viewport: PHONE });
  row('login (/public/login)', await measure(await guest.newPage(), `${server.url}/public/login`));
  await logIn(guest, server.url);
  const session = await guest.storageState();
  for (const [name, urlPath] of [
    ['home (/)', '/'],
    ['hotel results (/hoteles/hotel-results)', HOTEL_RESULTS],
  ] as const) {
    // a context per page: the cache is cold, the session is the login's
    const context = await browser.newContext({ viewport: PHONE, storageState: session });
    row(name, await measure(await context.newPage(), `${server.url}${urlPath}`));
    await context.close();
  }

  const lines = [
    '# Page weight (production build, as served)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
    `Command: \`${servedBuild()}npx tsx bench/page-weight.ts\` (real server, Chromium at 390 × 844, cold cache per page; bytes as`,
    'sent over the wire, Brotli from the server; in brackets the number of files).',
    '',
    '| page | JS (files) | CSS (files) |',
    '|---|---|---|',
    ...rows,
  ];
  // BENCH_RESULT names the file (e.g. page-weight-before, for a build served with WEB_DIST=…)
  const resultFile = `${process.env.BENCH_RESULT ?? 'page-weight'}.md`;
  await fs.writeFile(path.join(import.meta.dirname, 'results', resultFile), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
