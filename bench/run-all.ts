import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Runs every benchmark of this folder in turn; each writes its results/<name>.md.
const here = import.meta.dirname;
const benches = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run-all.ts')
  .sort();
for (const file of benches) {
  console.log(`\n── ${file}`);
  const res = spawnSync('npx', ['tsx', path.join(here, file)], {
    stdio: 'inherit',
    cwd: path.join(here, '..'),
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}
