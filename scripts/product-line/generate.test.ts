import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { insertAt } from './generate';

// The scaffold's proof (issue 30, item 4): a throwaway line is written into a copy of this
// checkout, and the copy must typecheck, lint and pass the line's generated tests. Nothing of it
// is committed; the copy is removed afterwards.

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
const WORKSPACES = ['packages/domain', 'apps/sandbox', 'apps/api', 'apps/web', 'e2e'];

/** The checkout's files (tracked and new, not ignored) with its installed packages linked in. */
async function copyOfCheckout() {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-line-'));
  const { stdout } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], {
    cwd: ROOT,
    maxBuffer: 64 << 20,
  });
  for (const file of stdout.split('\0').filter(Boolean))
    await cp(path.join(ROOT, file), path.join(dir, file), { recursive: true }).catch(() => undefined);
  await mkdir(path.join(dir, 'node_modules'));
  for (const entry of await readdir(path.join(ROOT, 'node_modules'))) {
    // the workspaces' own packages must resolve to the copy, everything else to the install
    if (entry === '@portal') continue;
    await symlink(path.join(ROOT, 'node_modules', entry), path.join(dir, 'node_modules', entry));
  }
  await mkdir(path.join(dir, 'node_modules/@portal'));
  const own = {
    domain: 'packages/domain',
    sandbox: 'apps/sandbox',
    api: 'apps/api',
    web: 'apps/web',
    e2e: 'e2e',
  };
  for (const [name, folder] of Object.entries(own))
    await symlink(path.join(dir, folder), path.join(dir, 'node_modules/@portal', name));
  for (const w of ['apps/api', 'apps/web', 'apps/sandbox'])
    await symlink(path.join(ROOT, w, 'node_modules'), path.join(dir, w, 'node_modules')).catch(
      () => undefined,
    );
  return dir;
}

const bin = (dir: string, name: string) => path.join(dir, 'node_modules/.bin', name);
const inCopy = (dir: string, cwd: string, cmd: string, args: string[]) =>
  run(bin(dir, cmd), args, {
    cwd: path.join(dir, cwd),
    maxBuffer: 64 << 20,
    env: { ...process.env, CI: 'true', NO_COLOR: '1', FORCE_COLOR: '0' },
  });

describe('npm run new:product-line', () => {
  let dir = '';
  afterAll(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined));

  it('writes a line that typechecks, lints and passes its own tests', async () => {
    dir = await copyOfCheckout();
    const { stdout } = await inCopy(dir, '.', 'tsx', [
      'scripts/new-product-line.ts',
      'cruises',
      '--label',
      'Cruceros',
      '--voucher',
      'Crucero',
    ]);
    expect(stdout).toContain('apps/api/src/modules/cruises/index.ts');
    for (const w of WORKSPACES) await inCopy(dir, w, 'tsc', ['--noEmit', '-p', '.']);
    const written = stdout
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim());
    await inCopy(dir, '.', 'eslint', ['--max-warnings', '0', ...written]);
    await inCopy(dir, 'packages/domain', 'vitest', ['run', 'src/cruises']);
    await inCopy(dir, 'apps/sandbox', 'vitest', ['run', 'src/cruises']);
    await inCopy(dir, 'apps/web', 'vitest', ['run', 'src/features/cruises']);
    const apiRun = await inCopy(dir, 'apps/api', 'vitest', ['run', 'src/modules/cruises']);
    expect(apiRun.stdout).toMatch(/Tests\s+6 passed/);
  });

  it('stops at a file that lost its anchor, naming it', () => {
    expect(() => insertAt('export const A = [];\n', 'module', "'x',", 'a.ts')).toThrow(
      'a.ts: no "// new:product-line: module" anchor',
    );
  });
});
