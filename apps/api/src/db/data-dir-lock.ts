import fs from 'node:fs';
import path from 'node:path';

/** The embedded database's folder is in use by another process (or another instance here). */
export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `DATA_DIR=${dataDir} ya está en uso por otro proceso (pid ${pid}). La base embebida (PGlite) ` +
        'admite un solo proceso; para varios procesos use PostgreSQL (DATABASE_URL). / ' +
        `DATA_DIR=${dataDir} is in use by process ${pid}; several API processes need PostgreSQL.`,
    );
  }
}

const LOCK_FILE = 'portal.lock';
// Folders this process holds: a second instance here must be refused like another process.
const held = new Set<string>();

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else, so it is alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const ownerOf = (file: string): number | undefined => {
  try {
    const pid = Number(JSON.parse(fs.readFileSync(file, 'utf8')).pid);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined; // unreadable or half-written: nobody owns it
  }
};

/**
 * Takes the folder for this process, ARCHITECTURE "Scale": two processes on one PGlite folder
 * hand out the same ids and lose each other's writes. The lock file names its owner's pid; a
 * lock whose owner has died (kill -9, power loss) is stale and taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const body = JSON.stringify({ pid: process.pid, since: new Date().toISOString() });
  for (let attempt = 0; ; attempt++) {
    try {
      fs.writeFileSync(file, body, { flag: 'wx' }); // atomic: only one creator wins
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = ownerOf(file);
      const ours = owner === process.pid;
      if (owner !== undefined && ((ours && held.has(dir)) || (!ours && isAlive(owner))))
        throw new DataDirInUseError(dir, owner);
      if (attempt >= 2) throw err;
      fs.rmSync(file, { force: true }); // stale: its owner is gone
    }
  }
  held.add(dir);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(dir)) return;
    if (ownerOf(file) === process.pid) fs.rmSync(file, { force: true });
  };
  // A process that ends without closing the database (an uncaught error) frees it too.
  process.once('exit', release);
  return release;
}
