// The first screens of a working day (issue 19): the pages an agent most often opens cold, by
// typing or reloading the address. For each, the modules router.tsx lazy-loads for it. Two
// uses, one table:
//  - the page-weight budget check (scripts/check-page-weight.mjs) sums their JavaScript;
//  - the build writes, for each path, the files those modules need (first-screens-plugin.mjs),
//    and the server names them in the page it sends (<link rel="modulepreload">), so a phone
//    fetches the page's code beside the entry instead of after it has run.
// `sources` are keys of Vite's manifest: index.html is the entry (the login page is part of it).
const KB = 1024;

export const FIRST_SCREENS = [
  {
    name: 'login (/public/login)',
    path: '/public/login',
    // what the login page weighed when this check came (issue 19) plus about 4 %. The issue aimed
    // at 120 KB, but React with react-dom (66 KB), react-router's data router (29 KB) and the
    // Mantine of the login form (22 KB) alone weigh 116 KB in a build of nothing else.
    // Issue 31 (+3 KB, to 168): the base Mantine chunk holds every base component the portal
    // uses, the back office's too, and the entry routes the back office (its code stays lazy).
    // Issue 34 (+1 KB, to 169): the entry hydrates a server-rendered page (hydrateRoot, the
    // lazy routes its address matches loaded first, the page's data read from its JSON script).
    // Issue 34 again (+3 KB, to 172): the entry starts from four parts imported apart, each run
    // in a task of its own (src/main.tsx); seven more files, each compressed on its own.
    budget: 172 * KB,
    sources: ['index.html'],
  },
  {
    name: 'home (/)',
    path: '/',
    budget: 228 * KB,
    sources: ['index.html', 'src/app/layouts/main-layout.tsx', 'src/features/home/pages/home-page.tsx'],
  },
  {
    name: 'hotel results (/hoteles/hotel-results)',
    path: '/hoteles/hotel-results',
    // issue 31 (+6 KB, to 246): the same base chunk and entry, and the cards' shared chunk
    // after the back office's pages joined the count of pages sharing components (SHARED = 5 in
    // vite.config.ts keeps the back office's tables and overlays out of it: +54 KB at 4).
    // Issue 32 (+2 KB, to 248): every request carries an AS agent's client (the store in the
    // API client) and the priced searches are keyed by it; the client chooser itself is lazy.
    // Issue 34 (+3 KB, to 251): the entry's four parts, as for the login page; (+2 KB, to 253)
    // zod started before the page in a task of its own (routes/lazy-pages.ts), in two files
    budget: 253 * KB,
    sources: [
      'index.html',
      'src/app/layouts/main-layout.tsx',
      'src/app/routes/hotel-results-page.tsx',
      // its loader's search (prefetch-hotel-results.ts)
      'src/app/routes/hotel-results-requests.ts',
      // zod, started before the page (routes/lazy-pages.ts)
      'src/app/zod-start.ts',
    ],
  },
];

const ENTRY = 'index.html';

/**
 * The JS and CSS files `sources` need before they run: their own and those of everything they
 * import statically, read from Vite's manifest (`manifest.json` of the build); for the entry,
 * its start-up parts too.
 */
export const closure = (manifest, sources) => {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`"${key}" is not in the build manifest: update apps/web/build/first-screens.mjs`);
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const dep of chunk.imports ?? []) visit(dep);
    // the entry's start-up parts, imported apart but listed in its page (start-parts-plugin.mjs)
    if (key === ENTRY) for (const dep of chunk.dynamicImports ?? []) visit(dep);
  };
  sources.forEach(visit);
  return { js: [...js], css: [...css] };
};
