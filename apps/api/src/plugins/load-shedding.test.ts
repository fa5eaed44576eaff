import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../test/app';

// issue 10, finding 6: a lagging event loop sheds API calls with 503, and health keeps answering.
// The threshold sits well above what a busy CI machine adds by itself (a 30 ms one shed the
// test's own login there), and the lag is made sustained: under-pressure reads the mean delay
// of the last second, which one long block alone barely moves.
const THRESHOLD_MS = 100;
const BLOCK_MS = 300;
const t = useTestApp({ maxEventLoopDelayMs: THRESHOLD_MS });

const blockEventLoop = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    /* a handler that computes for too long */
  }
};

/** Blocks the loop BLOCK_MS at a time, letting I/O in between, until stopped. */
function sustainedLag() {
  let running = true;
  const tick = () => {
    if (!running) return;
    blockEventLoop(BLOCK_MS);
    setImmediate(tick);
  };
  setImmediate(tick);
  return () => {
    running = false;
  };
}

describe('load shedding', () => {
  it('answers API calls with 503 and Retry-After while the event loop lags, health with 200, and recovers', async () => {
    let headers: Record<string, string> = {};
    // the machine itself may lag while the suite starts: wait for the process to accept calls
    await expect
      .poll(
        async () => {
          headers = await authHeader(t.app).catch(() => ({}));
          return 'authorization' in headers;
        },
        { timeout: 20_000, interval: 250 },
      )
      .toBe(true);
    const list = () => t.app.inject({ url: '/api/main/reservas', headers });
    await expect.poll(async () => (await list()).statusCode, { timeout: 20_000, interval: 250 }).toBe(200);

    const stop = sustainedLag();
    try {
      let shed = await list();
      await expect
        .poll(
          async () => {
            shed = await list();
            return shed.statusCode;
          },
          { timeout: 10_000, interval: 100 },
        )
        .toBe(503);
      expect([shed.headers['retry-after'], shed.json().message]).toEqual([
        '5',
        'El servidor está muy ocupado en este momento. Intente de nuevo en unos segundos.',
      ]);
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      stop();
    }

    await expect.poll(async () => (await list()).statusCode, { timeout: 20_000, interval: 200 }).toBe(200);
  }, 60_000);
});
