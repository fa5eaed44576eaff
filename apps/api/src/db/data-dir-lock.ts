import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isSocketName, listenForProbes, probeHolder } from './lock-socket';
import {
  currentProcess,
  onSameKernelOutOfSight,
  parseIdentity,
  provablyDead,
  sameProcess,
  type ProcessIdentity,
} from './process-identity';

const LOCK_FILE = 'portal.lock';
// Taken while a dead owner's lock is replaced, so two starters never both replace it.
const TAKEOVER_FILE = 'portal.lock.takeover';

/** The embedded database's folder is in use by another process (or another instance here). */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, owner: Partial<ProcessIdentity>, file = path.join(dataDir, LOCK_FILE)) {
    const pid = owner.pid ?? '?';
    const host = owner.host ? ` en el equipo ${owner.host}` : '';
    super(
      `DATA_DIR=${dataDir} ya está en uso por otro proceso (pid ${pid})${host}. La base embebida ` +
        '(PGlite) admite un solo proceso; para varios procesos use PostgreSQL (DATABASE_URL). Si ' +
        `ningún otro proceso ni contenedor usa esa carpeta, borre ${file}. / DATA_DIR=${dataDir} is ` +
        `in use by process ${pid}${owner.host ? ` on ${owner.host}` : ''}; several API processes need PostgreSQL.`,
    );
  }
}

// Folders this process holds: a second instance here must be refused like another process.
const held = new Set<string>();

/** `socket`: the file name in DATA_DIR its holder listens on (lock-socket.ts), when it has one. */
type LockBody = ProcessIdentity & { token: string; since: string; socket?: string | undefined };

const readLock = (file: string) => {
  try {
    const text = fs.readFileSync(file, 'utf8');
    const owner = parseIdentity(text);
    if (!owner) return undefined;
    const { token, socket } = JSON.parse(text) as { token?: unknown; socket?: unknown };
    return {
      owner,
      token: typeof token === 'string' ? token : undefined,
      socket: isSocketName(socket) ? socket : undefined,
    };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 'gone' as const;
    throw err;
  }
};

/**
 * Creates `file` with `body` only if it does not exist, complete from its first instant: the
 * body is written aside and hard-linked in (link fails on an existing name, like O_EXCL), so
 * nobody ever reads a half-written lock. False when the name is taken.
 */
const createExclusive = (file: string, body: string): boolean => {
  const aside = `${file}.${crypto.randomUUID()}.tmp`;
  fs.writeFileSync(aside, body, { flag: 'wx' });
  try {
    fs.linkSync(aside, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (!NO_LINKS.has(code ?? '')) throw err;
    // A filesystem without hard links: O_EXCL still lets one creator win; a reader that
    // meets the file still empty cannot judge its owner and refuses, which is safe.
    return writeExclusive(file, body);
  } finally {
    fs.rmSync(aside, { force: true });
  }
};

const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS', 'EXDEV']);

const writeExclusive = (file: string, body: string) => {
  try {
    fs.writeFileSync(file, body, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
};

/**
 * Replaces the lock `stale` (judged dead) by ours, unless it changed meanwhile (false: judge
 * again). The guard file makes check-and-remove one step among starters; a guard left by a
 * process that died within this instant is not judged, it refuses the start.
 */
const takeOver = (dir: string, stale: Lock, body: string) => {
  const guard = path.join(dir, TAKEOVER_FILE);
  if (!createExclusive(guard, body)) {
    const other = readLock(guard);
    throw new DataDirInUseError(dir, other === 'gone' ? {} : (other?.owner ?? {}), guard);
  }
  try {
    const file = path.join(dir, LOCK_FILE);
    const now = readLock(file);
    if (now !== 'gone' && now?.token !== stale?.token) return false;
    fs.rmSync(file, { force: true });
    if (!createExclusive(file, body)) return false;
    // the dead holder's socket file: nobody listens on it any more
    if (stale?.socket) fs.rmSync(path.join(dir, stale.socket), { force: true });
    return true;
  } finally {
    fs.rmSync(guard, { force: true });
  }
};

type Lock = Exclude<ReturnType<typeof readLock>, 'gone'>;

/**
 * Resolves when the lock found in `dir` may be replaced by `self`; throws when it may not.
 * An owner out of sight of our pids on this kernel (a container killed outright restarts in a
 * new pid namespace) is dead when nothing listens on its socket any more; anything else,
 * another host, a timeout, a refused permission or a lock without a socket, counts as alive.
 */
const mayReplace = async (dir: string, found: ReturnType<typeof readLock>, self: ProcessIdentity) => {
  if (found === 'gone') return; // released meanwhile
  if (!found) throw new DataDirInUseError(dir, {}); // a file we cannot read: an owner we cannot judge
  if (sameProcess(found.owner, self)) {
    if (held.has(dir)) throw new DataDirInUseError(dir, found.owner);
    return;
  }
  if (provablyDead(found.owner, self)) return;
  if (found.socket && onSameKernelOutOfSight(found.owner, self)) {
    if ((await probeHolder(dir, found.socket, found.token)) === 'nobody') return;
  }
  throw new DataDirInUseError(dir, found.owner);
};

/**
 * Takes the folder for this process (docs/decisions.md D-20): two processes on one PGlite folder
 * hand out the same ids and lose each other's writes. The lock names its owner well enough to
 * prove it dead (host, boot id, pid namespace, pid and start time; see process-identity.ts),
 * and the socket its owner listens on (lock-socket.ts): only such a lock is taken over (kill -9,
 * power loss, a container killed outright); any other refuses the start (issue 29, item 2).
 * `self` is for tests that play another process. Resolves to the release.
 */
export async function lockDataDir(
  dataDir: string,
  self: ProcessIdentity = currentProcess(),
): Promise<() => void> {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const token = crypto.randomUUID();
  // Listening before the lock exists: whoever finds our lock finds us answering. Without a
  // boot id (not Linux) nobody would ever probe it.
  const listener = self.bootId ? await listenForProbes(dir, token) : undefined;
  const lock: LockBody = { ...self, token, since: new Date().toISOString(), socket: listener?.name };
  const body = JSON.stringify(lock);
  try {
    for (let attempt = 0; ; attempt++) {
      if (createExclusive(file, body)) break;
      const found = readLock(file);
      await mayReplace(dir, found, self);
      if (found !== 'gone' && takeOver(dir, found, body)) break;
      // another starter keeps changing it: rather refuse than spin
      if (attempt >= 3) throw new DataDirInUseError(dir, found === 'gone' ? {} : (found?.owner ?? {}));
    }
  } catch (err) {
    listener?.close();
    throw err;
  }
  // no await between winning the lock and this: a second instance here must find it held
  held.add(dir);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(dir)) return;
    try {
      const now = readLock(file);
      if (now !== 'gone' && now?.token === token) fs.rmSync(file, { force: true });
    } catch {
      // the folder is gone or unreadable: there is no lock of ours left to remove
    }
    // after the lock is gone, so a starter never finds our lock with nobody answering
    listener?.close();
  };
  // A process that ends without closing the database (an uncaught error) frees it too.
  process.once('exit', release);
  return release;
}
