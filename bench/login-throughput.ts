import fs from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { LOGIN_BODY, machineNote, startServer } from './lib/server';
import { answersOf, failOnRefusals } from './lib/answers';

// Login throughput and latency against the real server: 20 connections for 10 s.
// Every request verifies an argon2 hash, so this measures the real cost of a login.
const server = await startServer();
try {
  const result = await autocannon({
    url: `${server.url}/api/main/loginweb`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(LOGIN_BODY),
    connections: 20,
    duration: 10,
  });
  const lines = [
    '# Login throughput (POST /api/main/loginweb)',
    '',
    `Measured ${new Date().toISOString().slice(0, 10)} on ${machineNote()}.`,
    'Command: `npx tsx bench/login-throughput.ts` (real server, embedded PGlite, 20 connections, 10 s).',
    '',
    '| metric | value |',
    '|---|---|',
    `| requests/s (mean) | ${result.requests.average.toFixed(1)} |`,
    `| latency p50 | ${result.latency.p50} ms |`,
    `| latency p99 | ${result.latency.p99} ms |`,
    `| answers 2xx / not 2xx | ${answersOf(result).text} |`,
    '',
    'Each login verifies an argon2id hash (memory-hard by design), so throughput is bound by the',
    "two cores' hashing, not by the database.",
  ];
  await fs.writeFile(
    path.join(import.meta.dirname, 'results', 'login-throughput.md'),
    `${lines.join('\n')}\n`,
  );
  console.log(lines.join('\n'));
  failOnRefusals([{ label: 'login', answers: answersOf(result) }]);
} finally {
  await server.stop();
}
