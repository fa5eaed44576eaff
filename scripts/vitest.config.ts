import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the scaffold's proof typechecks and tests a whole copy of the checkout
  test: { include: ['scripts/**/*.test.ts'], testTimeout: 15 * 60_000 },
});
