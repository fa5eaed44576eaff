import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestApp, type TestApp } from '../test/app';

// issue 10, finding 6: a lagging event loop sheds API calls with 503, and health keeps answering.
// Independent of how busy the machine is (issue 29, item 0): the threshold is the production
// default (1 s of mean delay over a second), which a loaded machine does not reach by itself
// (a 100 ms one shed the test's own login on a loaded CI), the lag made here is 2.5 times it and
// sustained (under-pressure reads the mean delay of the last second), and nothing is asked of
// the app before it answers: the app is built without the suite's logins, which a start-up lag
// would shed, and the test logs in when the process accepts calls.
const THRESHOLD_MS = 1000;
const BLOCK_MS = 2500;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ maxEventLoopDelayMs: THRESHOLD_MS });
});
afterAll(() => t?.close());

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
  it('answers API calls with 503 and Retry-After while the event loop lags, health and images as usual, and recovers', async () => {
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
          { timeout: 30_000, interval: 100 },
        )
        .toBe(503);
      expect([shed.headers['retry-after'], shed.json().message]).toEqual([
        '5',
        'El servidor está muy ocupado en este momento. Intente de nuevo en unos segundos.',
      ]);
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      // an uploaded image is read, not shed: the page's <img> would not ask again
      const image = await t.app.inject({ url: '/api/main/imagenes/no-existe', headers });
      expect(image.statusCode).toBe(404);
    } finally {
      stop();
    }

    await expect.poll(async () => (await list()).statusCode, { timeout: 30_000, interval: 200 }).toBe(200);
  }, 120_000);
});
