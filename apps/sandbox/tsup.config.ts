import { defineConfig } from 'tsup';

// The simulator's process in production: plain node, no tsx (issue 19). @portal/domain ships
// TypeScript source and is bundled in; npm dependencies stay in node_modules.
export default defineConfig({
  entry: { server: 'src/server.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  removeNodeProtocol: false,
  noExternal: [/^@portal\//],
});
