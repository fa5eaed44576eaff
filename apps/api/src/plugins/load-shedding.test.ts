import { describe, expect, it } from 'vitest';
import { authHeader, useTestApp } from '../test/app';

// issue 10, finding 6: a lagging event loop sheds API calls with 503, and health keeps answering.
const t = useTestApp({ maxEventLoopDelayMs: 30 });

const blockEventLoop = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    /* a handler that computes for too long */
  }
};

describe('load shedding', () => {
  it('answers API calls with 503 and Retry-After while the event loop lags, health with 200, and recovers', async () => {
    const headers = await authHeader(t.app);
    const list = () => t.app.inject({ url: '/api/main/reservas', headers });
    expect((await list()).statusCode).toBe(200);

    blockEventLoop(1_500);
    // the plugin samples the delay every second: let it read this one
    await new Promise((r) => setTimeout(r, 50));
    const shed = await list();
    expect([shed.statusCode, shed.headers['retry-after'], shed.json().message]).toEqual([
      503,
      '5',
      'El servidor está muy ocupado en este momento. Intente de nuevo en unos segundos.',
    ]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    await expect.poll(async () => (await list()).statusCode, { timeout: 5_000, interval: 200 }).toBe(200);
  });
});
