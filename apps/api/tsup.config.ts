import { cp } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { NODE_BUNDLE } from '../../tsup.base';

// The API's processes in production (NODE_BUNDLE says how they are bundled). The npm
// dependencies stay next to the files they read at run time (pdfkit's fonts, the GeoIP data,
// swagger-ui's pages).
export default defineConfig({
  ...NODE_BUNDLE,
  entry: {
    server: 'src/server.ts',
    migrate: 'src/db/migrate-cli.ts',
    seed: 'src/seed/seed-cli.ts',
    'tarifario-import': 'src/modules/tarifario/workbook/import-cli.ts',
    // the worker thread an import reads its sheet in (tarifario/check-in-worker.ts)
    'tarifario-import-worker': 'src/modules/tarifario/workbook/import-worker.ts',
  },
  splitting: true,
  // Every chunk lands in dist/: ../assets stays apps/api/assets, and db/client.ts looks for its
  // migrations beside itself, dist/migrations once bundled.
  onSuccess: () => cp('src/db/migrations', 'dist/migrations', { recursive: true }),
});
