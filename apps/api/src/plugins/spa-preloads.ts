import fs from 'node:fs';
import path from 'node:path';

type Files = { js?: string[]; css?: string[] };

// Written by the portal's build (apps/web/build/first-screens-plugin.mjs): for the pages agents
// open cold most (home, hotel results), the files their page needs besides the entry.
const PRELOADS_FILE = path.join('.vite', 'first-screens.json');

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const moduleLinks = (js: string[]) =>
  // crossorigin as Vite's own module scripts and its runtime loader ask, or the cache misses
  js.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`).join('');

/** The <link> tags that let the browser fetch a page's chunks beside the entry, not after it. */
const preloadLinks = ({ js = [], css = [] }: Files) =>
  moduleLinks(js) +
  // preload, not stylesheet: a stylesheet would hold the first paint ('Espere..') back
  css.map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttr(file)}">`).join('');

// A page the server rendered (issue 34) is painted with its styles: its chunks' stylesheets are
// stylesheets (the portal's loader finds them there and does not add them again), and the
// color scheme is set before the first paint by a script file (the CSP allows no inline one).
const renderedLinks = ({ js = [], css = [] }: Files) =>
  '<script src="/color-scheme.js"></script>' +
  css.map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`).join('') +
  moduleLinks(js);

const ROOT = /<div id="root">[\s\S]*?<\/div>/;

const readPreloads = (webDist: string): Record<string, Files> => {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, PRELOADS_FILE), 'utf8')) as Record<string, Files>;
  } catch {
    return {}; // a build without the list: the pages work, their code only comes later
  }
};

/**
 * The portal's page for a path: index.html, with the preloads of that page when the build
 * listed it. Read once, as @fastify/static lists the build's assets once: a rebuild needs a
 * restart either way.
 */
export function portalPages(webDist: string): (urlPath: string) => string {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const pages = new Map(
    Object.entries(readPreloads(webDist)).map(([page, files]) => [
      page,
      html.replace('</head>', `${preloadLinks(files)}</head>`),
    ]),
  );
  return (urlPath) => pages.get(urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath) ?? html;
}

/**
 * index.html around a page the server rendered: `head` up to the root element's content, `tail`
 * from its end, with the render's data for the portal's scripts (a JSON script, not run).
 */
export function renderedShell(
  webDist: string,
): (urlPath: string, data: string) => { head: string; tail: string } {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const files = readPreloads(webDist);
  const root = ROOT.exec(html);
  if (!root) throw new Error('index.html has no <div id="root">');
  const before = html.slice(0, root.index);
  const after = html.slice(root.index + root[0].length);
  return (urlPath, data) => {
    const page = files[urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath] ?? {};
    return {
      head: `${before.replace('</head>', `${renderedLinks(page)}</head>`)}<div id="root">`,
      tail: `</div><script type="application/json" id="ssr-data">${data}</script>${after}`,
    };
  };
}
