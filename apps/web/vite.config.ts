import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { firstScreensPlugin } from './build/first-screens-plugin.mjs';
import { precompressPlugin } from './build/precompress-plugin.mjs';
import { startPartsPlugin } from './build/start-parts-plugin.mjs';

const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

// '@/…' is src/…; 'zod' is zod in Spanish (src/app/zod-es.ts), which itself imports 'zod/v4'
const alias = [
  { find: /^@\//, replacement: `${path.join(import.meta.dirname, 'src')}/` },
  { find: /^zod$/, replacement: path.join(import.meta.dirname, 'src', 'app', 'zod-es.ts') },
];

// How the build groups library code into chunks (issue 19). Left to itself, code splitting
// gives every Mantine component shared by a different set of pages its own tiny chunk: the
// home page loaded 55 files. On a phone each request waits its turn (six connections per
// origin over HTTP/1.1, each a round trip), so the first screens need few, well-cut files:
//  - base-ui: Mantine's core, its hooks, and what the login page and the logged-in frame
//    (header, cart button, home) are built from;
//  - overlay-ui: dialogs, drawers, popovers and menus (floating-ui, scroll locking);
//  - picker-ui: selects, autocompletes and tables, which need the overlays;
//  - app-ui: the rest of Mantine's components that several pages share (badges, grids…);
//  - icons and domain: the icons and the shared domain rules (packages/domain) that several
//    pages use, each in one file rather than one file per icon or rule.
// What fewer pages use stays with those pages.
const dir = String.raw`[\\/]`;
const mantine = `node_modules${dir}@mantine${dir}`;
const components = `${mantine}core${dir}esm${dir}components${dir}`;
const anyOf = (names: string[]) => `(${names.join('|')})`;
const BASE = ['ActionIcon', 'Affix', 'Alert', 'Box', 'Burger', 'Button', 'Card', 'Center', 'CloseButton'];
BASE.push('Container', 'Group', 'Image', 'Indicator', 'Input', 'InputBase', 'Loader', 'LoadingOverlay');
BASE.push('Overlay', 'Paper', 'PasswordInput', 'Portal', 'SimpleGrid', 'Skeleton', 'Stack', 'Text');
BASE.push('TextInput', 'ThemeIcon', 'Title', 'Transition', 'UnstyledButton', 'VisuallyHidden');
// the carousel's arrows
BASE.push(String.raw`Accordion[\\/]AccordionChevron`);
const OVERLAYS = ['Drawer', 'FocusTrap', 'Menu', 'Modal', 'ModalBase', 'Popover', 'Tooltip'];
// built on Popover or ScrollArea: in app-ui they would make every page load the overlays
const PICKERS = ['Autocomplete', 'Combobox', 'MultiSelect', 'NativeSelect', 'Pill', 'PillsInput', 'Select'];
PICKERS.push('Table', 'TagsInput');
const OVERLAY_LIBS = ['@floating-ui', 'react-remove-scroll', 'react-remove-scroll-bar', 'use-sidecar'];
OVERLAY_LIBS.push('use-callback-ref', 'react-style-singleton', 'get-nonce', 'detect-node-es', 'tslib');
const SHARED = 5; // pages that must share a component before it joins a shared chunk
// zod-free rules the entry and the login page read: in the domain chunk they would pull zod
// (~26 KB gzip) into the first screen; the budget check (scripts/check-page-weight.mjs) says if so
const ENTRY_RULES = ['messages', 'small-rules', 'cart', 'dates', String.raw`common[\\/]check`];
ENTRY_RULES.push(String.raw`auth[\\/]session-rules`, String.raw`admin[\\/]permissions`);
// zod-free too, and read by the home page's posts (issue 31): kept out of the domain chunk
ENTRY_RULES.push(String.raw`admin[\\/]post-images`, String.raw`admin[\\/]post-html`);
// the message catalogue's parts (issue 32): in the domain chunk, it and messages imported each other
ENTRY_RULES.push(String.raw`commerce[\\/]\w+-messages`);
const domain = new RegExp(`packages${dir}domain${dir}src${dir}`);
// The shared rules in three files, that a page can run one per task (issue 34: building the
// schemas of all three took one task of 25-45 ms at 1× on the hotel results, zod's first use of
// each schema kind included): the primitives every schema is built from and the zod-free rules
// beside them; the hotels' schemas; the rest (passengers, bookings, credit).
const DOMAIN_BASE = [
  String.raw`common[\\/]primitives`,
  'money',
  'money-price',
  'dates-format',
  'occupancy',
  'ages',
];
DOMAIN_BASE.push('room-plans', String.raw`pricing[\\/][\w-]+`, String.raw`tickets[\\/]parks`);
const DOMAIN_HOTELS = [
  String.raw`hotels[\\/][\w-]+`,
  String.raw`common[\\/]rooming`,
  String.raw`orders[\\/][\w-]+`,
];
const domainPart = (names: string[]) =>
  new RegExp(`packages${dir}domain${dir}src${dir}${anyOf(names)}\\.ts$`);
const domainBase = domainPart(DOMAIN_BASE);
const domainHotels = domainPart(DOMAIN_HOTELS);
const entryRule = new RegExp(`packages${dir}domain${dir}src${dir}${anyOf(ENTRY_RULES)}\\.ts$`);

const codeSplitting = {
  groups: [
    {
      name: 'base-ui',
      test: new RegExp(
        `${mantine}(core${dir}esm${dir}(core|utils)|hooks${dir}esm)${dir}|${components}${anyOf(BASE)}\\b`,
      ),
      priority: 4,
    },
    {
      name: 'overlay-ui',
      test: new RegExp(
        `${components}${anyOf(OVERLAYS)}${dir}|node_modules${dir}${anyOf(OVERLAY_LIBS)}${dir}`,
      ),
      minShareCount: SHARED,
      priority: 3,
    },
    {
      name: 'picker-ui',
      test: new RegExp(`${components}${anyOf(PICKERS)}${dir}`),
      minShareCount: SHARED,
      priority: 2,
    },
    {
      name: 'app-ui',
      // components only: not the styles (they stay with each page's CSS), nor the barrel
      // index that @mantine/carousel and /dates import, which would tie them to this chunk
      test: new RegExp(components),
      minShareCount: SHARED,
      priority: 1,
    },
    { name: 'icons', test: new RegExp(`node_modules${dir}@tabler${dir}icons-react${dir}`), minShareCount: 2 },
    // not the rules they import: messages and the cart rules stay where the entry has them
    {
      name: 'domain-base',
      test: (id: string) => domainBase.test(id),
      minShareCount: SHARED,
      includeDependenciesRecursively: false,
    },
    {
      name: 'domain-hotels',
      test: (id: string) => domainHotels.test(id),
      minShareCount: SHARED,
      includeDependenciesRecursively: false,
    },
    {
      name: 'domain',
      test: (id: string) => domain.test(id) && !entryRule.test(id),
      minShareCount: SHARED,
      includeDependenciesRecursively: false,
    },
  ],
};

// The server's render of the first screens (issue 34): `vite build --ssr` makes one module of
// src/entry-server.tsx with everything it imports, so the API runs it with nothing else installed.
const serverBuild = {
  plugins: [react()],
  resolve: { alias },
  ssr: { noExternal: true as const, target: 'node' as const },
  // React and the rest decide by NODE_ENV when they run: the API's is its own business, so the
  // build fixes it (NODE_ENV=development at build time gives React's messages, to debug)
  define: {
    'process.env.NODE_ENV': JSON.stringify(
      process.env.NODE_ENV === 'development' ? 'development' : 'production',
    ),
  },
  publicDir: false as const,
  build: { outDir: 'dist-server', sourcemap: false, emptyOutDir: true, minify: false },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverBuild
    : {
        plugins: [react(), startPartsPlugin(), firstScreensPlugin(), precompressPlugin()],
        // '@/shared/…' is apps/web/src/shared: the portal kit, from any depth of a feature
        resolve: { alias },
        // the manifest feeds the page-weight budget check (scripts/check-page-weight.mjs) and the
        // first screens' preloads (build/first-screens-plugin.mjs)
        build: {
          outDir: 'dist',
          sourcemap: false,
          manifest: true,
          rolldownOptions: { output: { codeSplitting } },
        },
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
          // one worker process (and one jsdom) for all its files instead of one per file: starting a
          // process, jsdom and Mantine took 2-3 s of CPU per file, three quarters of the tier's time.
          // src/test/setup.ts gives each file the portal's own modules fresh, so files stay apart.
          isolate: false,
          // vitest's default on 2 cores is 1 worker; the tier runs alone in `npm test`: 2 take 50 s, 1 65-80 s
          maxWorkers: 2,
          // page tests type and click through whole journeys in jsdom: on a loaded 2-core machine one
          // took 8.4 s (cars search, in a full run), past vitest's 5 s default
          testTimeout: 15_000,
        },
      },
);
