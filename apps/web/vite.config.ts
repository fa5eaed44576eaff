import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiOrigin, changeOrigin: true },
      '/media': { target: apiOrigin, changeOrigin: true },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // page tests type and click through whole journeys in jsdom: on a loaded 2-core machine one
    // took 8.4 s (cars search, in a full run), past vitest's 5 s default
    testTimeout: 15_000,
  },
});
