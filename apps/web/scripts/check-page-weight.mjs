#!/usr/bin/env node
// Page-weight budget (issue 19): the gzip size of the JavaScript each route needs before it
// can render — the app's entry plus the route's lazy chunks, each with its static imports —
// read from the Vite manifest of the production build. Fails when a route grows past its
// budget, so a heavy import slips into a first screen only on purpose. No browser: it runs in
// a second after `vite build` (`npm run check:weight -w @portal/web`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { closure, FIRST_SCREENS } from '../build/first-screens.mjs';

const DIST = path.join(import.meta.dirname, '..', 'dist');
const KB = 1024;

const readManifest = () => {
  const file = path.join(DIST, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) {
    console.error(`No ${path.relative(process.cwd(), file)}: run \`npm run build -w @portal/web\` first.`);
    process.exit(2);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};

const gzipSize = (file) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file))).length;
// what the server sends a browser that takes Brotli: the build's .br copy (precompress-plugin.mjs)
const brotliSize = (file) => {
  const br = path.join(DIST, `${file}.br`);
  return fs.existsSync(br) ? fs.statSync(br).size : gzipSize(file);
};
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const print = (line) => process.stdout.write(`${line}\n`);

const manifest = readManifest();
let failed = 0;
for (const route of FIRST_SCREENS) {
  const files = closure(manifest, route.sources).js;
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  const over = total > route.budget;
  if (over) failed++;
  const verdict = over ? 'OVER BUDGET' : 'ok';
  print(
    `${verdict.padEnd(11)} ${route.name}: ${kb(total)} of JS (gzip, ${files.length} files; ` +
      `${kb(files.reduce((sum, file) => sum + brotliSize(file), 0))} as sent, Brotli), budget ${kb(route.budget)}`,
  );
  if (over) {
    const heaviest = files
      .map((file) => [file, gzipSize(file)])
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([file, size]) => `${file} ${kb(size)}`);
    print(`            heaviest: ${heaviest.join(', ')}`);
  }
}
// The hotel results run the domain's three chunks one per task, in this order
// (src/app/routes/lazy-pages.ts): a chunk that imports one named after it would run both at once.
const DOMAIN_START = ['domain-base', 'domain', 'domain-hotels'];
const chunkNamed = (name) =>
  Object.entries(manifest).find(([key, chunk]) => key.startsWith('_') && chunk.name === name);
DOMAIN_START.forEach((name, index) => {
  const found = chunkNamed(name);
  const later = DOMAIN_START.slice(index + 1).filter((after) =>
    found?.[1].imports?.some((key) => manifest[key]?.name === after),
  );
  if (found && later.length === 0) return;
  process.exitCode = 1;
  print(
    found
      ? `OUT OF ORDER ${name} imports ${later.join(', ')}: the hotel results would run them in one task`
      : `MISSING     no '${name}' chunk: the hotel results start it in a task of its own (vite.config.ts)`,
  );
});
if (failed) {
  console.error(
    `\n${failed} route(s) past their JS budget. Load what the first screen does not need lazily ` +
      '(React.lazy, a dynamic import), or raise the budget in apps/web/build/first-screens.mjs with the reason.',
  );
  process.exit(1);
}
