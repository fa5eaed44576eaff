import fs from 'node:fs/promises';
import path from 'node:path';

type Preloads = Record<string, { js?: string[]; css?: string[] }>;

// Written by the portal's build (apps/web/build/first-screens-plugin.mjs): for the pages agents
// open cold most (home, hotel results), the files their page needs besides the entry.
const PRELOADS_FILE = path.join('.vite', 'first-screens.json');

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The <link> tags that let the browser fetch a page's chunks beside the entry, not after it. */
export const preloadLinks = ({ js = [], css = [] }: { js?: string[]; css?: string[] }) =>
  [
    // crossorigin as Vite's own module scripts and its runtime loader ask, or the cache misses
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`),
    // preload, not stylesheet: a stylesheet would hold the first paint ('Espere..') back
    ...css.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttr(file)}">`),
  ].join('');

/**
 * index.html for `urlPath`, with the preloads of that page when the build listed it. Read on
 * every request (2 KB): a rebuild while the server runs serves the new files at once.
 */
export async function pageHtml(webDist: string, urlPath: string): Promise<string> {
  const html = await fs.readFile(path.join(webDist, 'index.html'), 'utf8');
  const preloads = await fs
    .readFile(path.join(webDist, PRELOADS_FILE), 'utf8')
    .then((text) => JSON.parse(text) as Preloads)
    .catch(() => ({}) as Preloads); // a build without the list: the page works, only later
  const key = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const files = Object.hasOwn(preloads, key) ? preloads[key] : undefined;
  return files ? html.replace('</head>', `${preloadLinks(files)}</head>`) : html;
}
