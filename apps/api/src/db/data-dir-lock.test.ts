import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { DataDirInUseError } from './data-dir-lock';

// ARCHITECTURE "Scale": the embedded PGlite folder belongs to one process at a time (an
// outside test started two on one folder: ids handed out twice, confirmed bookings lost).
const dirs: string[] = [];
const opened: Database[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-lock-'));
  dirs.push(dir);
  return dir;
};
const open = async (dataDir: string) => {
  const database = await openDatabase({ dataDir });
  opened.push(database);
  return database;
};
const writeLock = (dir: string, pid: number) =>
  fs.writeFileSync(path.join(dir, 'portal.lock'), JSON.stringify({ pid }));

afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

describe('one process per embedded database folder', () => {
  it('refuses a second database on a folder in use, naming it, and frees it on close', async () => {
    const dir = tempDir();
    const first = await open(dir);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`DATA_DIR=${dir} ya está en uso`);
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const again = await open(dir);
    expect(again.driver).toBe('pglite');
  });

  it('refuses a folder another live process holds', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)']);
    try {
      writeLock(dir, other.pid!);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`(pid ${other.pid})`);
    } finally {
      other.kill();
    }
  });

  it('takes over the lock of a process that died without releasing it (kill -9)', async () => {
    const dir = tempDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    writeLock(dir, Number(dead.stdout.toString()));
    await open(dir);
    const lock = JSON.parse(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8'));
    expect(lock.pid).toBe(process.pid);
  });
});
