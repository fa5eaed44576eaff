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

// A page the server rendered (issue 34) is painted with its styles: its chunks' styles are in
// the page (the portal's loader finds their links there and does not add them again), and the
// color scheme is set before the first paint by a script file (the CSP allows no inline one).
// The scripts come after the content: a browser fetches in the order it finds, at most six at
// a time from one server over HTTP/1.1, and the page's largest image (a hotel card's) waited
// behind some fifty chunks of JavaScript the paint does not need (Lighthouse: a load delay of
// ~1 s). A module script runs once the document is parsed wherever it stands.
const STYLESHEET = /<link rel="stylesheet"[^>]*>/g;
const SCRIPTS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

/**
 * A page's own stylesheets, in the page: a rendered hotel results page needs some eighteen small
 * ones (1–4 KB each), and their requests, six at a time, held its first paint back by several
 * round trips. Each is followed by its link, disabled (never fetched): the portal's loader finds
 * it there and does not fetch it again when the page's code loads.
 */
const inlineStyles = (webDist: string) => {
  const read = new Map<string, string | null>();
  const textOf = (file: string) => {
    if (!read.has(file)) {
      let text: string | null = null;
      try {
        text = fs.readFileSync(path.join(webDist, file), 'utf8');
      } catch {
        // not in the build: linked as before
      }
      read.set(file, text && !text.includes('</style') ? text : null);
    }
    return read.get(file);
  };
  return (file: string) => {
    const href = `/${escapeAttr(file)}`;
    const text = textOf(file);
    return text === null || text === undefined
      ? `<link rel="stylesheet" crossorigin href="${href}">`
      : `<style>${text}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
  };
};

const renderedParts = (before: string, { js = [], css = [] }: Files, styleOf: (file: string) => string) => {
  const styles =
    (before.match(STYLESHEET) ?? []).join('') +
    css.map(styleOf).join('') +
    '<script src="/color-scheme.js"></script>';
  // the entry last: added after the page's first paint (public/boot.js), it runs once fetched,
  // and its loader would add again any link of its parts not yet in the page
  const found = before.match(SCRIPTS) ?? [];
  const isEntry = (tag: string) => tag.startsWith('<script');
  const scripts =
    found.filter((tag) => !isEntry(tag)).join('') + moduleLinks(js) + found.filter(isEntry).join('');
  const head = before.replace(STYLESHEET, '').replace(SCRIPTS, '').replace('</head>', `${styles}</head>`);
  return { head, scripts };
};

/** index.html's shell around a page the server rendered (plugins/ssr.ts), for a path. */
export type TShell = (urlPath: string, data: string) => { head: string; tail: string };

const ROOT = /<div id="root">[\s\S]*?<\/div>/;

/** The build's name for the page at a path: '/hoteles/hotel-results/' is '/hoteles/hotel-results'. */
const pageOf = (urlPath: string) => (urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

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
  return (urlPath) => pages.get(pageOf(urlPath)) ?? html;
}

/**
 * index.html around a page the server rendered: `head` up to the root element's content, `tail`
 * from its end, with the render's data for the portal's scripts (a JSON script, not run).
 * The scripts wait in an inert template until public/boot.js adds them after the first paint:
 * Lighthouse's slow 4G otherwise shared the page's first paint with their ~170–250 KB.
 */
export function renderedShell(webDist: string): TShell {
  const html = fs.readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const files = readPreloads(webDist);
  const styleOf = inlineStyles(webDist);
  const root = ROOT.exec(html);
  if (!root) throw new Error('index.html has no <div id="root">');
  const before = html.slice(0, root.index);
  const after = html.slice(root.index + root[0].length);
  const parts = new Map<string, { head: string; code: string }>(); // per page, built once
  const partsOf = (page: string) => {
    let found = parts.get(page);
    if (!found) {
      const { head, scripts } = renderedParts(before, files[page] ?? {}, styleOf);
      const code = `<template id="portal-code">${scripts}</template><script src="/boot.js" defer></script>`;
      found = { head: `${head}<div id="root">`, code };
      parts.set(page, found);
    }
    return found;
  };
  return (urlPath, data) => {
    const { head, code } = partsOf(pageOf(urlPath));
    return {
      head,
      tail: `</div><script type="application/json" id="ssr-data">${data}</script>${code}${after}`,
    };
  };
}
