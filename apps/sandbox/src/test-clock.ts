import { quietSandboxConfig } from './config';

// The tests' one clock (issue 30, item 7), for the simulator's tests and the API's
// (apps/api/src/test/clock.ts): a run starts at 2026-03-10 15:00 UTC, noon in Buenos Aires, far
// from either midnight, and time runs on with the real one from there, so durations, timeouts
// and ordering still work. The first process of a run notes in its environment when the run
// started; the test workers it starts inherit it, so the run's simulator, every test app and
// every test tell the same time. The portal's tests pin the same instant
// (apps/web/src/test/setup.ts).
const PINNED_AT = Date.parse('2026-03-10T15:00:00Z');
const STARTED_ENV = 'PORTAL_TEST_CLOCK_STARTED';
const startedAt = Number((process.env[STARTED_ENV] ??= String(Date.now())));

/** The tests' time, in ms. */
export const testClock = (): number => PINNED_AT + Date.now() - startedAt;

/** A simulator whose suppliers answer at once without failures (or as `over` says), on the tests' clock. */
export const testSandboxConfig = (over?: Parameters<typeof quietSandboxConfig>[0]) => ({
  ...quietSandboxConfig(over),
  now: testClock,
});
