// API tests: once on the embedded PGlite, then again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const run = (label, env) => {
  console.log(`\n── API tests on ${label} ──`);
  const res = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], { stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

const { DATABASE_URL, ...withoutPg } = process.env;
run('PGlite', withoutPg);
if (DATABASE_URL) run(`PostgreSQL (${new URL(DATABASE_URL).host})`, process.env);
else console.log('\nDATABASE_URL not set: the PostgreSQL pass is skipped.');
