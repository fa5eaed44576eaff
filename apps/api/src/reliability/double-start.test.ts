import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_JWT_SECRET } from '../config';
import { loginBody, VENDEDOR } from '../test/app';
import { spawnServer, startServer } from '../test/server-process';

// issue 10, finding 2 and "Proof": two API processes on one embedded database folder handed
// out ids twice and lost bookings. The second must refuse to start; the first goes on.
describe('double start on one PGlite DATA_DIR', () => {
  it('refuses the second process with a message naming DATA_DIR, and the first keeps serving', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-double-'));
    const env = {
      NODE_ENV: 'development',
      LOG_LEVEL: 'error',
      DATA_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: '1',
    };
    // the embedded database, even in the PostgreSQL pass
    const first = await startServer(env, ['DATABASE_URL']);
    try {
      const second = spawnServer(env, ['DATABASE_URL']);
      const code = await Promise.race([
        second.exited,
        new Promise((r) => setTimeout(() => r('running'), 60_000)),
      ]);
      if (code === 'running') second.child.kill('SIGKILL');
      expect(code).toBe(1);
      expect(second.stderr()).toContain(`DATA_DIR=${dataDir}`);
      expect(second.stderr()).toMatch(/PostgreSQL/);

      const login = await fetch(`${first.url}/api/main/loginweb`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(loginBody(VENDEDOR)),
      });
      expect(login.status).toBe(200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000); // two real start-ups (migrations, seed) on a busy two-core machine
});
