import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['src/test/setup.ts'],
    // a worker process runs file after file instead of one process per file (src/test/setup.ts)
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file opens its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
