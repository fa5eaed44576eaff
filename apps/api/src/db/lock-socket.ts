import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The proof of life of a DATA_DIR lock across pid namespaces (issue 29, item 2): its holder
 * listens on a unix socket in the folder for as long as it holds the lock, and answers the
 * lock's token. A container killed outright restarts in a new pid namespace where the old pid
 * proves nothing, but the kernel closed the dead holder's socket: nobody answers there any more.
 */

/** Our socket names: a plain file of DATA_DIR, never a path elsewhere. */
const SOCKET_NAME = /^portal\.lock\.[0-9a-f]{8}\.sock$/;
// sun_path holds 108 bytes with its final NUL; a longer path cannot be bound.
const MAX_SOCKET_PATH = 107;
// A live holder answers at once; silence this long (a frozen or swamped one) counts as alive.
const PROBE_TIMEOUT_MS = 5_000;

export const isSocketName = (name: unknown): name is string =>
  typeof name === 'string' && SOCKET_NAME.test(name);

export type ProbeListener = { name: string; close: () => void };

/**
 * Listens on a new socket in `dir` answering `token`, readable by this user only and never
 * keeping the process alive. Undefined where none can be had (a folder path too long for a
 * socket, a filesystem without sockets): the lock then holds without one, as before.
 */
export async function listenForProbes(dir: string, token: string): Promise<ProbeListener | undefined> {
  const name = `portal.lock.${crypto.randomBytes(4).toString('hex')}.sock`;
  const file = path.join(dir, name);
  if (Buffer.byteLength(file) > MAX_SOCKET_PATH) return undefined;
  const server = net.createServer((conn) => {
    conn.on('error', () => undefined); // a prober gone before our answer
    conn.end(`${token}\n`);
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(file, resolve);
    });
    fs.chmodSync(file, 0o600);
  } catch {
    server.close();
    return undefined;
  }
  // an accept that fails later leaves probers unanswered: they count us alive, which is safe
  server.on('error', () => undefined);
  server.unref();
  return {
    name,
    close: () => {
      server.close();
      fs.rmSync(file, { force: true });
    },
  };
}

/** 'nobody': no process listens there any more, so the holder has ended. */
export type ProbeAnswer = 'nobody' | 'holder' | 'someone-else' | 'unknown';

// Errors that say nobody listens: no socket file, or a file whose listener is closed.
const NOBODY = new Set(['ENOENT', 'ECONNREFUSED']);

/** Asks the socket `name` in `dir` whether the holder of the lock `token` lives. */
export function probeHolder(dir: string, name: string, token: string | undefined): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const conn = net.connect(path.join(dir, name));
    let answer = '';
    const done = (result: ProbeAnswer) => {
      clearTimeout(timer);
      conn.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done('unknown'), PROBE_TIMEOUT_MS);
    conn.setEncoding('utf8');
    conn.on('data', (chunk: string) => {
      answer += chunk;
      if (answer.length > 200) done('someone-else');
    });
    conn.on('end', () => done(token !== undefined && answer.trim() === token ? 'holder' : 'someone-else'));
    // EACCES, ECONNRESET…: someone is there or we cannot tell; either way not a proof of death
    conn.on('error', (err: NodeJS.ErrnoException) => done(NOBODY.has(err.code ?? '') ? 'nobody' : 'unknown'));
  });
}
