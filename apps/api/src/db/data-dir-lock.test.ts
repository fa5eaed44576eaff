import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { DataDirInUseError, lockDataDir } from './data-dir-lock';
import { currentProcess, type ProcessIdentity } from './process-identity';

// docs/decisions.md D-20: the embedded PGlite folder belongs to one process at a time (an
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
// A lock as another process on this host, kernel and pid namespace would leave it.
type LockFields = Partial<ProcessIdentity> & { token?: string; socket?: string };
const writeLock = (dir: string, pid: number, owner: LockFields = {}) =>
  fs.writeFileSync(
    path.join(dir, 'portal.lock'),
    JSON.stringify({ ...currentProcess(), pid, startTime: startTimeOf(pid), ...owner }),
  );
const startTimeOf = (pid: number) =>
  fs.existsSync(`/proc/${pid}/stat`)
    ? fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[22 - 3]
    : undefined;
// lockDataDir as a promise, whether it throws or rejects
const take = async (dir: string, self?: ProcessIdentity) => lockDataDir(dir, self);
const lockOwner = (dir: string) => JSON.parse(fs.readFileSync(path.join(dir, 'portal.lock'), 'utf8'));

// A process taking the lock (lock-holder.fixture.ts), optionally as pid 1 of a pid namespace
// of its own and in a network namespace of its own, as `node` is in a container.
const NAMESPACES = ['--pid', '--net', '--fork', '--mount-proc'];
const FIXTURE = path.join(import.meta.dirname, 'lock-holder.fixture.ts');
const holder = (dir: string, mode: 'hold' | 'die', ownPidNamespace = false) => {
  const node = [process.execPath, '--import', 'tsx', FIXTURE, dir, mode];
  const [cmd, ...args] = ownPidNamespace ? ['unshare', ...NAMESPACES, '--kill-child', ...node] : node;
  const child = spawn(cmd!, args, { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const locked = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const m = /locked (\d+)/.exec(out);
      if (m) resolve(m[1]!);
    });
    void exited.then((code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  locked.catch(() => undefined);
  return { child, locked, exited, stderr: () => err };
};
// Something listening on a lock's socket that answers `answer` to whoever connects.
const servers: net.Server[] = [];
const listenOn = async (file: string, answer: string) => {
  const server = net.createServer((c) => c.end(`${answer}\n`));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(file, resolve));
};
// A socket file left by a listener killed outright: the file stays, connections are refused.
const leaveDeadSocket = (file: string) => {
  const listenAndDie = `require('net').createServer().listen(${JSON.stringify(file)}, () => process.kill(process.pid, 'SIGKILL'))`;
  spawnSync(process.execPath, ['-e', listenAndDie]);
  expect(fs.statSync(file).isSocket()).toBe(true);
};
const unshareWorks = () => spawnSync('unshare', [...NAMESPACES, 'true']).status === 0;

// real PGlite start-ups with migrations: 40-60 s each on the shared two-core machine under load
const PGLITE_START_UPS = 120_000;

afterEach(async () => {
  await Promise.all(opened.splice(0).map((d) => d.close()));
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
  dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

describe('one process per embedded database folder', () => {
  it(
    'refuses a second database on a folder in use, naming it, and frees it on close',
    async () => {
      const dir = tempDir();
      const first = await open(dir);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`DATA_DIR=${dir} ya está en uso`);
      await first.close();
      opened.splice(opened.indexOf(first), 1);
      const again = await open(dir);
      expect(again.driver).toBe('pglite');
    },
    PGLITE_START_UPS,
  );

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

  it(
    'takes over the lock of a process that died without releasing it (kill -9)',
    async () => {
      const dir = tempDir();
      const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
      // its start time no longer readable: gone from this pid namespace
      writeLock(dir, Number(dead.stdout.toString()), { startTime: '1' });
      await open(dir);
      expect(lockOwner(dir).pid).toBe(process.pid);
    },
    PGLITE_START_UPS,
  );

  it('takes over the lock a holder left when killed with SIGKILL', async () => {
    const dir = tempDir();
    const dead = holder(dir, 'die');
    const deadPid = Number(await dead.locked);
    await dead.exited;
    expect(lockOwner(dir).pid).toBe(deadPid);
    (await take(dir))();
  });
});

// issue 29, item 2: in a container `node` is pid 1; a second container on the same volume read
// "pid 1 = me", took the lock over, and both served one folder.
describe('a lock whose owner cannot be proved dead is never taken over', () => {
  const me = currentProcess();

  it('refuses a lock with our own pid from another pid namespace (another container)', async () => {
    const dir = tempDir();
    writeLock(dir, process.pid, { pidNs: 'pid:[4026539999]', startTime: '12345' });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`(pid ${process.pid})`);
    expect(lockOwner(dir).pidNs).toBe('pid:[4026539999]');
  });

  it('as pid 1, refuses the lock of pid 1 in another pid namespace that names no socket', async () => {
    const dir = tempDir();
    const asPid1: ProcessIdentity = { ...me, pid: 1, startTime: '100' };
    writeLock(dir, 1, { pidNs: 'pid:[4026539999]', startTime: '100' });
    await expect(take(dir, asPid1)).rejects.toThrow(DataDirInUseError);
  });

  it('refuses a lock from another host, and a lock that names no host or boot (older versions)', async () => {
    const dir = tempDir();
    writeLock(dir, 424242, { host: 'otro-equipo', bootId: 'another-boot' });
    await expect(take(dir)).rejects.toThrow('(pid 424242) en el equipo otro-equipo');
    fs.writeFileSync(path.join(dir, 'portal.lock'), JSON.stringify({ pid: 424242 }));
    await expect(take(dir)).rejects.toThrow(DataDirInUseError);
  });

  it('refuses a lock it cannot read, naming the file to remove when nothing uses the folder', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '');
    await expect(take(dir)).rejects.toThrow(`borre ${path.join(dir, 'portal.lock')}`);
  });

  it('takes over a lock of this host from before its last boot, whatever its pid namespace', async () => {
    const dir = tempDir();
    writeLock(dir, 1, { bootId: 'a-boot-before-this-one', pidNs: 'pid:[4026539999]' });
    (await take(dir))();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now runs another process (a pid reused since)', async () => {
    const dir = tempDir();
    writeLock(dir, process.pid, { startTime: '1' });
    const release = await take(dir);
    expect(lockOwner(dir).startTime).toBe(me.startTime);
    release();
  });

  it('takes over the lock of a killed process its parent has not reaped yet (a zombie)', async () => {
    const dir = tempDir();
    // the inner shell prints its pid and kills itself; `sleep` inherits it and never reaps it
    const parent = spawn('sh', ['-c', "sh -c 'echo $$; kill -9 $$' & exec sleep 30"]);
    try {
      const pid = Number(await new Promise<string>((r) => parent.stdout.once('data', (d) => r(String(d)))));
      await expect.poll(() => fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0]).toBe('Z');
      writeLock(dir, pid);
      (await take(dir))();
    } finally {
      parent.kill();
    }
  });

  it('lets one of many processes starting together win', async () => {
    const dir = tempDir();
    const starters = Array.from({ length: 4 }, () => holder(dir, 'hold'));
    try {
      const codes = await Promise.all(
        starters.map((s) => Promise.race([s.locked.then(() => 'locked'), s.exited])),
      );
      expect(codes.filter((c) => c === 'locked')).toHaveLength(1);
      expect(codes.filter((c) => c === 3)).toHaveLength(3);
    } finally {
      starters.forEach((s) => s.child.stdin.end());
      await Promise.all(starters.map((s) => s.exited));
    }
  });
});

// issue 29, item 2: a container killed outright (OOM, kill -9) restarts in a new pid namespace,
// where the old pid proves nothing; the socket its holder listened on tells whether it lives.
describe('a lock from another pid namespace on this kernel is judged by its socket', () => {
  const me = currentProcess();
  const socket = 'portal.lock.0badf00d.sock';
  const otherNamespace = { pidNs: 'pid:[4026539999]', startTime: '100', token: 'holder-token', socket };

  it('takes it over when nothing listens on its socket (no socket file)', async () => {
    const dir = tempDir();
    writeLock(dir, 1, otherNamespace);
    const release = await take(dir);
    expect(lockOwner(dir).pid).toBe(process.pid);
    release();
  });

  it('takes it over when its socket file stayed but nothing listens, and removes that file', async () => {
    const dir = tempDir();
    leaveDeadSocket(path.join(dir, socket));
    writeLock(dir, 1, otherNamespace);
    const release = await take(dir);
    expect(lockOwner(dir).pid).toBe(process.pid);
    expect(fs.existsSync(path.join(dir, socket))).toBe(false);
    release();
  });

  it('refuses it while its holder answers on the socket with the lock token', async () => {
    const dir = tempDir();
    await listenOn(path.join(dir, socket), 'holder-token');
    writeLock(dir, 1, otherNamespace);
    await expect(take(dir)).rejects.toThrow(
      `ya está en uso por otro proceso (pid 1) en el equipo ${me.host}`,
    );
    expect(lockOwner(dir).token).toBe('holder-token');
  });

  it('refuses it when a listener answers another token (someone else lives in the folder)', async () => {
    const dir = tempDir();
    await listenOn(path.join(dir, socket), 'another-token');
    writeLock(dir, 1, otherNamespace);
    await expect(take(dir)).rejects.toThrow(DataDirInUseError);
    expect(lockOwner(dir).token).toBe('holder-token');
  });

  it('refuses it from another host name or another boot, even with nothing listening', async () => {
    const dir = tempDir();
    writeLock(dir, 1, { ...otherNamespace, host: 'otro-equipo' });
    await expect(take(dir)).rejects.toThrow('en el equipo otro-equipo');
    writeLock(dir, 1, { ...otherNamespace, host: 'otro-equipo', bootId: 'another-boot' });
    await expect(take(dir)).rejects.toThrow(DataDirInUseError);
  });

  it('refuses a socket named outside the folder', async () => {
    const dir = tempDir();
    writeLock(dir, 1, { ...otherNamespace, socket: '../portal.lock.0badf00d.sock' });
    await expect(take(dir)).rejects.toThrow(DataDirInUseError);
  });

  it('listens on a socket of its own in DATA_DIR, readable by its owner only, while it holds the lock', async () => {
    const dir = tempDir();
    const release = await take(dir);
    const file = path.join(dir, lockOwner(dir).socket);
    expect(fs.statSync(file).isSocket()).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const answer = await new Promise<string>((resolve, reject) => {
      let got = '';
      net
        .connect(file)
        .on('data', (d) => (got += d))
        .on('end', () => resolve(got))
        .on('error', reject);
    });
    expect(answer.trim()).toBe(lockOwner(dir).token);
    release();
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('holds a folder whose path is too long for a socket without one, as before', async () => {
    const dir = path.join(tempDir(), 'd'.repeat(100));
    fs.mkdirSync(dir);
    const release = await take(dir);
    expect(lockOwner(dir).socket).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(['portal.lock']);
    release();
  });
});

describe('two containers on one DATA_DIR: two pid namespaces, each process pid 1', () => {
  const why = unshareWorks()
    ? ''
    : ` (skipped: \`unshare ${NAMESPACES.join(' ')}\` needs root and util-linux)`;

  it.skipIf(why !== '')(`the second refuses to start${why}`, async () => {
    const dir = tempDir();
    const first = holder(dir, 'hold', true);
    try {
      expect(await first.locked).toBe('1');
      const second = holder(dir, 'hold', true);
      expect(await second.exited).toBe(3);
      expect(second.stderr()).toContain(`DATA_DIR=${dir} ya está en uso por otro proceso (pid 1)`);
    } finally {
      first.child.stdin.end();
      await first.exited;
    }
    // released on a clean stop: the next container starts
    const third = holder(dir, 'hold', true);
    expect(await third.locked).toBe('1');
    third.child.stdin.end();
    await third.exited;
  });

  it.skipIf(why !== '')(
    `a container killed outright (SIGKILL) is replaced by the next one${why}`,
    async () => {
      const dir = tempDir();
      const killed = holder(dir, 'hold', true);
      expect(await killed.locked).toBe('1');
      // killing `unshare` kills its child (--kill-child), pid 1 of namespace A, as `docker kill` would
      killed.child.kill('SIGKILL');
      await killed.exited;
      const left = lockOwner(dir);
      const next = holder(dir, 'hold', true);
      try {
        expect(await next.locked).toBe('1');
        expect(lockOwner(dir).token).not.toBe(left.token);
        expect(next.stderr()).toBe('');
      } finally {
        next.child.stdin.end();
        await next.exited;
      }
      expect(fs.readdirSync(dir)).toEqual([]);
    },
  );
});
