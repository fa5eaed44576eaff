import { afterAll, vi } from 'vitest';

// A worker process runs many test files (isolate: false in vitest.config.ts: a process per file
// spent about 4 s importing the app before its first test), but each file still imports the
// app's own modules fresh, so no cache, registry or counter carries over from another file.
vi.resetModules();

// what a file may leave on the process the next file of its worker shares
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
