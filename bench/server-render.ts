import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, HOTEL_RESULTS, logIn } from './lib/browser';
import { machineNote, startServer } from './lib/server';
import { median } from './lib/lighthouse-run';

// What the server's render of the first screens costs (issue 34): for login, home and the
// Disney hotel results, the time to the page's last byte rendered by the server (its data
// included: the posts, the supplier search) against the browser-rendered shell the server sent
// before, one request at a time, then 8 at once; and how many pages fell back to the browser.
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const CONCURRENT = 8;

const server = await startServer();
const shellServer = await startServer({ SSR_BUDGET_MS: '0' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
type Sample = { ms: number; render: string; status: number };
const rows: string[] = [];
let refused = 0;
let total = 0;
try {
  const cookieOf = async (url: string) => {
    const context = await browser.newContext();
    await logIn(context, url);
    const cookies = await context.cookies();
    await context.close();
    return cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };
  const cookies = {
    [server.url]: await cookieOf(server.url),
    [shellServer.url]: await cookieOf(shellServer.url),
  };
  const get = async (base: string, urlPath: string, withSession: boolean): Promise<Sample> => {
    const started = performance.now();
    const answer = await fetch(`${base}${urlPath}`, {
      headers: withSession ? { cookie: cookies[base]! } : {},
    });
    await answer.text();
    return {
      ms: performance.now() - started,
      render: answer.headers.get('x-render') ?? '',
      status: answer.status,
    };
  };
  const measure = async (base: string, urlPath: string, withSession: boolean, parallel: number) => {
    const samples: Sample[] = [];
    await get(base, urlPath, withSession); // warm: the first search fills the supplier cache as an agent's would
    for (let i = 0; i < RUNS; i += parallel)
      samples.push(
        ...(await Promise.all(Array.from({ length: parallel }, () => get(base, urlPath, withSession)))),
      );
    total += samples.length;
    refused += samples.filter((s) => s.status < 200 || s.status >= 300).length;
    const renderMs = samples.map((s) => Number(/(\d+)ms/.exec(s.render)?.[1] ?? NaN)).filter(Number.isFinite);
    return {
      p50: median(samples.map((s) => s.ms)),
      renderP50: renderMs.length ? median(renderMs) : NaN,
      server: samples.filter((s) => s.render.startsWith('server')).length,
      count: samples.length,
    };
  };
  const pages = [
    { name: 'login', path: '/public/login', session: false },
    { name: 'home', path: '/', session: true },
    { name: 'Disney hotel results', path: HOTEL_RESULTS, session: true },
  ];
  for (const { name, path: urlPath, session } of pages) {
    for (const parallel of [1, CONCURRENT]) {
      const shell = await measure(shellServer.url, urlPath, session, parallel);
      const rendered = await measure(server.url, urlPath, session, parallel);
      const ratio = rendered.p50 / shell.p50;
      rows.push(
        `| ${name} | ${parallel} | ${shell.p50.toFixed(1)} ms | ${rendered.p50.toFixed(1)} ms (×${ratio.toFixed(1)}) | ${Number.isNaN(rendered.renderP50) ? '–' : `${rendered.renderP50} ms`} | ${rendered.server}/${rendered.count} |`,
      );
      console.log(rows.at(-1));
    }
  }
} finally {
  await browser.close();
  await server.stop();
  await shellServer.stop();
}

const lines = [
  '# Server render of the first screens (issue 34)',
  '',
  `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ')} at the end.`,
  `Command: \`npx tsx bench/server-render.ts\` (two real servers on fresh embedded databases: one with the default SSR_BUDGET_MS, one with SSR_BUDGET_MS=0 sending the browser-rendered shell as before; ${RUNS} requests per row after one to warm, medians; logged in as vendedor through the login form).`,
  '',
  '"page answered" is the time from request to the last byte of the HTML, as fetch sees it; "render" is what the server reports in `x-render` (data, React render, to the last byte handed over). "rendered" counts the answers the server rendered, the rest fell back to the browser.',
  '',
  '| page | at once | shell answered (before) | page answered (server render) | render | rendered |',
  '|---|---|---|---|---|---|',
  ...rows,
  '',
  `Answers not 2xx: ${refused} of ${total}.`,
];
await fs.writeFile(path.join(import.meta.dirname, 'results', 'server-render.md'), `${lines.join('\n')}\n`);
console.log(lines.join('\n'));
if (refused / total > 0.01) {
  console.error('more than 1 % of the answers were not 2xx: this measured refusals');
  process.exitCode = 1;
}
