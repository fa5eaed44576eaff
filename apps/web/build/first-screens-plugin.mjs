import fs from 'node:fs';
import path from 'node:path';
import { closure, FIRST_SCREENS } from './first-screens.mjs';

export const PRELOADS_FILE = 'first-screens.json';

/**
 * Writes `<outDir>/.vite/first-screens.json`: for each first screen's path, the JS and CSS its
 * page needs beyond what index.html already loads. The server (apps/api/src/plugins/spa.ts)
 * names them in the page it sends for that path.
 */
export const firstScreensPlugin = () => {
  let outDir = 'dist';
  return {
    name: 'portal-first-screens',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const meta = path.join(outDir, '.vite');
      const manifestFile = path.join(meta, 'manifest.json');
      if (!fs.existsSync(manifestFile)) return; // a build without the manifest (none here)
      const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
      const entry = closure(manifest, ['index.html']);
      const preloads = {};
      for (const screen of FIRST_SCREENS) {
        const { js, css } = closure(manifest, screen.sources);
        const extra = {
          js: js.filter((file) => !entry.js.includes(file)),
          css: css.filter((file) => !entry.css.includes(file)),
        };
        if (extra.js.length || extra.css.length) preloads[screen.path] = extra;
      }
      fs.writeFileSync(path.join(meta, PRELOADS_FILE), `${JSON.stringify(preloads, null, 2)}\n`);
    },
  };
};
