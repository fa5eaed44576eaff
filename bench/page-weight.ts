import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { LOGIN_BODY, machineNote, startServer } from './lib/server';

// JS and CSS bytes (gzip, as sent by the server) that the login page and home load, from
// the production build. Target: login page under 200 KB of JS.
type Weight = { js: number; css: number; files: number };

async function measure(page: Page, url: string): Promise<Weight> {
  const weight: Weight = { js: 0, css: 0, files: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      res
        .request()
        .sizes()
        .then((s) => {
          weight[type === 'script' ? 'js' : 'css'] += s.responseBodySize;
          weight.files += 1;
        }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  page.removeAllListeners('response');
  return weight;
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await measure(page, `${server.url}/public/login`);

  const res = await fetch(`${server.url}/api/main/loginweb`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN_BODY),
  });
  const body = (await res.json()) as { data: { user: Record<string, unknown> }; accesos: { token: string } };
  const homeContext = await browser.newContext();
  const u = body.data.user as { id: number; nivel: number; uws: number };
  // The session cookie the portal writes at login (apps/web/src/shared/auth/session-cookie.ts).
  const user = {
    ...u,
    token: body.accesos.token,
    idUser: u.id,
    idUWS: u.uws,
    isAgenteAS: u.nivel === 2,
    expiresAt: Date.now() + 50 * 60_000,
  };
  await homeContext.addCookies([
    { name: 'userLogged', value: encodeURIComponent(JSON.stringify(user)), url: server.url },
  ]);
  const home = await measure(await homeContext.newPage(), `${server.url}/`);

  const lines = [
    '# Page weight (production build, gzip as served)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
    'Command: `npx tsx bench/page-weight.ts` (real server, Chromium, cold cache per page).',
    '',
    '| page | JS | CSS | files |',
    '|---|---|---|---|',
    `| login (/public/login) | ${kb(login.js)} | ${kb(login.css)} | ${login.files} |`,
    `| home (/) | ${kb(home.js)} | ${kb(home.css)} | ${home.files} |`,
    '',
    `Target: login JS under 200 KB gzip — ${login.js < 200 * 1024 ? 'met' : 'NOT met'}.`,
  ];
  await fs.writeFile(path.join(import.meta.dirname, 'results', 'page-weight.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
} finally {
  await browser.close();
  await server.stop();
}
