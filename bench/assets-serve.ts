import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { machineNote, ROOT, startServer } from './lib/server';
import { answersOf, failOnRefusals } from './lib/answers';

// The portal's hashed files as a browser asks for them (Brotli), against the real server: the
// files the hotel results page lists (apps/web/dist/.vite/first-screens.json), in turn, over 4
// connections for 10 s. What it costs the server's CPU matters where the server shares the
// machine with the browser (the Lighthouse bench, a developer's machine): issue 34.
const list = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'apps', 'web', 'dist', '.vite', 'first-screens.json'), 'utf8'),
) as Record<string, { js?: string[]; css?: string[] }>;
const page = list['/hoteles/hotel-results'];
const files = [...(page?.js ?? []), ...(page?.css ?? [])];
if (files.length === 0) throw new Error('No build: run `npm run build` first');

// the process's CPU time (user + system) in ms, from /proc (Linux): NaN elsewhere
const cpuMs = (pid: number) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};

const server = await startServer();
try {
  const before = cpuMs(server.pid);
  const result = await autocannon({
    url: server.url,
    connections: 4,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests: files.map((file) => ({ path: `/${file}` })),
  });
  const answers = answersOf(result);
  const perRequest = (cpuMs(server.pid) - before) / Math.max(1, answers.ok + answers.notOk);
  const lines = [
    '# Serving the portal’s files (GET /assets/…, Brotli)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
    `Command: \`npx tsx bench/assets-serve.ts\` (real server, the ${files.length} files the hotel results page lists, in turn; 4 connections, 10 s; the client on the same machine).`,
    '',
    '| metric | value |',
    '|---|---|',
    `| requests/s (mean) | ${result.requests.average.toFixed(0)} |`,
    `| latency p50 / p99 | ${result.latency.p50} / ${result.latency.p99} ms |`,
    `| server CPU per request | ${perRequest.toFixed(2)} ms |`,
    `| answers 2xx / not 2xx | ${answers.text} |`,
  ];
  fs.writeFileSync(path.join(import.meta.dirname, 'results', 'assets-serve.md'), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
  failOnRefusals([{ label: 'assets', answers }]);
} finally {
  await server.stop();
}
