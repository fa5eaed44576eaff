import fs from 'node:fs';
import os from 'node:os';

/**
 * Who holds a lock, told well enough to prove it dead (issue 29, item 2): a pid alone is
 * ambiguous, since in a container `node` is pid 1 and a second container on the same volume
 * read "pid 1 = me". Linux fields are absent where /proc is missing (macOS, Windows).
 */
export type ProcessIdentity = {
  pid: number;
  host: string;
  /** the kernel's boot id: two processes with the same one run on the same kernel, same boot */
  bootId?: string | undefined;
  /** the pid namespace (`pid:[4026531836]`): a pid means something only inside its namespace */
  pidNs?: string | undefined;
  /** clock ticks since boot when the process started (field 22 of /proc/<pid>/stat): tells a reused pid */
  startTime?: string | undefined;
};

const read = (file: string, how: (f: string) => string): string | undefined => {
  try {
    return how(file).trim() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * Fields 3 (state) and 22 (start time) of /proc/<pid>/stat; the command name (field 2) may
 * hold spaces and ')', so fields are counted after the last ')'.
 */
const procStat = (pid: number | 'self') => {
  const stat = read(`/proc/${pid}/stat`, (f) => fs.readFileSync(f, 'utf8'));
  if (!stat) return undefined;
  const afterName = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: afterName[3 - 3], startTime: afterName[22 - 3] };
};

const startTimeOf = (pid: number | 'self') => procStat(pid)?.startTime;

export const currentProcess = (): ProcessIdentity => {
  const bootId = read('/proc/sys/kernel/random/boot_id', (f) => fs.readFileSync(f, 'utf8'));
  // A /proc mounted for another pid namespace (unshare without --mount-proc) numbers
  // processes differently from process.pid: then the pids it shows prove nothing.
  const ownProc = read('/proc/self', (f) => fs.readlinkSync(f)) === String(process.pid);
  return {
    pid: process.pid,
    host: os.hostname(),
    bootId,
    pidNs: ownProc ? read('/proc/self/ns/pid', (f) => fs.readlinkSync(f)) : undefined,
    startTime: ownProc ? startTimeOf('self') : undefined,
  };
};

export const sameProcess = (a: ProcessIdentity, b: ProcessIdentity) =>
  a.pid === b.pid &&
  a.host === b.host &&
  a.bootId === b.bootId &&
  a.pidNs === b.pidNs &&
  a.startTime === b.startTime;

const pidRuns = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else, so it runs.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * True only when `owner` has certainly ended, as seen by `self`: same kernel and pid namespace
 * and its pid no longer runs with its start time; or the same host booted since. Anything we
 * cannot see (another namespace, another host, a file without these fields) counts as alive.
 */
export function provablyDead(owner: ProcessIdentity, self: ProcessIdentity): boolean {
  if (owner.bootId && self.bootId) {
    if (owner.bootId !== self.bootId) return owner.host === self.host; // rebooted since
    if (!owner.pidNs || owner.pidNs !== self.pidNs || !owner.startTime) return false;
    if (owner.pid === self.pid) return owner.startTime !== self.startTime;
    const now = procStat(owner.pid);
    // a zombie (Z) or dying (X) process has closed its files: only its exit status is left
    return now === undefined || now.startTime !== owner.startTime || now.state === 'Z' || now.state === 'X';
  }
  // Without /proc on both sides (not Linux): no pid namespaces, so the pid is enough on one host.
  if (owner.bootId || self.bootId || owner.pidNs || self.pidNs) return false;
  if (owner.host !== self.host) return false;
  return owner.pid === self.pid || !pidRuns(owner.pid);
}

/**
 * True when `owner` runs on the same kernel as `self` (same host name, same boot) but in a pid
 * namespace whose pids we cannot read (another container, or a /proc of another namespace):
 * only a unix socket in the shared folder can tell then whether it lives (issue 29, item 2).
 * Another host or anything unknown stays out: a socket there proves nothing.
 */
export function onSameKernelOutOfSight(owner: ProcessIdentity, self: ProcessIdentity): boolean {
  if (!owner.bootId || owner.bootId !== self.bootId || owner.host !== self.host) return false;
  return !owner.pidNs || owner.pidNs !== self.pidNs;
}

/** A lock file's owner, or undefined when the text is not one. */
export function parseIdentity(text: string): ProcessIdentity | undefined {
  try {
    const o = JSON.parse(text) as Record<string, unknown>;
    const pid = Number(o.pid);
    if (!Number.isSafeInteger(pid) || pid <= 0) return undefined;
    const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
    return {
      pid,
      host: str(o.host) ?? '',
      bootId: str(o.bootId),
      pidNs: str(o.pidNs),
      startTime: str(o.startTime),
    };
  } catch {
    return undefined;
  }
}
