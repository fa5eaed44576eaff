import type { Options } from 'tsup';

// How the API and the simulator are built for production, where plain node runs them (issue 19,
// docs/decisions.md D-21). Relative imports carry no file extension, which Node's ESM loader
// refuses, so the code is bundled rather than compiled file by file. @portal/domain ships
// TypeScript source and is bundled in; every npm dependency stays external, in node_modules.
export const NODE_BUNDLE: Options = {
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  removeNodeProtocol: false,
  noExternal: [/^@portal\//],
};
