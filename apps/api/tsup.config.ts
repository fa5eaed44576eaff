import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';

// Production runs this bundle with plain node (issue 19). Relative imports here carry no file
// extension, which Node's ESM loader refuses, so the code is bundled rather than compiled file by
// file. @portal/domain ships TypeScript source and is bundled in; every npm dependency stays
// external, in node_modules, next to the files it reads at run time (pdfkit's fonts, the GeoIP
// data, swagger-ui's pages).
export default defineConfig({
  entry: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate-cli.ts',
    seed: 'src/seed/seed-cli.ts',
    'tarifario-import': 'src/modules/tarifario/workbook/import-cli.ts',
    // the worker thread an import reads its sheet in (tarifario/check-in-worker.ts)
    'tarifario-import-worker': 'src/modules/tarifario/workbook/import-worker.ts',
  },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  removeNodeProtocol: false,
  splitting: true,
  noExternal: [/^@portal\//],
  // Every chunk lands in dist/: ../assets stays apps/api/assets, and db/client.ts looks for its
  // migrations beside itself, dist/migrations once bundled.
  onSuccess: () => cp('src/db/migrations', 'dist/migrations', { recursive: true }),
});
