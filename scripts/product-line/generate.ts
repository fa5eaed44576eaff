import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as prettier from 'prettier';
import type { LineNames } from './names';
import * as api from './templates-api';
import * as domain from './templates-domain';
import * as sandbox from './templates-sandbox';
import * as web from './templates-web';

// Writes a product line's skeleton into a checkout: new files from the templates, and one line
// (or a few) at each `// new:product-line: <slot>` anchor of the files that list every line.
// A missing anchor stops it before anything is written.

type NewFile = { file: string; text: string };
type Insert = { file: string; slot: string; text: string };

const newFiles = (n: LineNames): NewFile[] => {
  const k = n.key;
  return [
    { file: `packages/domain/src/${k}/contracts.ts`, text: domain.domainContracts(n) },
    { file: `packages/domain/src/${k}/contracts.test.ts`, text: domain.domainContractsTest(n) },
    { file: `apps/sandbox/src/${k}/catalogue.ts`, text: sandbox.sandboxCatalogue(n) },
    { file: `apps/sandbox/src/${k}/routes.ts`, text: sandbox.sandboxRoutes(n) },
    { file: `apps/sandbox/src/${k}/routes.test.ts`, text: sandbox.sandboxRoutesTest(n) },
    { file: `apps/api/src/suppliers/${k}/types.ts`, text: api.supplierTypes(n) },
    { file: `apps/api/src/suppliers/${k}/http-adapter.ts`, text: api.supplierAdapter(n) },
    { file: `apps/api/src/suppliers/${k}/index.ts`, text: api.supplierIndex(n) },
    { file: `apps/api/src/modules/${k}/deps.ts`, text: api.moduleDeps(n) },
    { file: `apps/api/src/modules/${k}/search-service.ts`, text: api.moduleSearch(n) },
    { file: `apps/api/src/modules/${k}/book-service.ts`, text: api.moduleBook(n) },
    { file: `apps/api/src/modules/${k}/reconcile.ts`, text: api.moduleReconcile(n) },
    { file: `apps/api/src/modules/${k}/routes.ts`, text: api.moduleRoutes(n) },
    { file: `apps/api/src/modules/${k}/index.ts`, text: api.moduleIndex(n) },
    { file: `apps/api/src/modules/${k}/test-kit.ts`, text: api.moduleTestKit(n) },
    { file: `apps/api/src/modules/${k}/${k}.test.ts`, text: api.moduleTest(n) },
    { file: `apps/web/src/features/${k}/api/search-${k}.ts`, text: web.webApi(n) },
    { file: `apps/web/src/features/${k}/pages/${k}-page.tsx`, text: web.webPage(n) },
    { file: `apps/web/src/features/${k}/pages/${k}-page.test.tsx`, text: web.webPageTest(n) },
    { file: `e2e/tests/${k}.spec.ts`, text: web.e2eJourney(n) },
  ];
};

const inserts = (n: LineNames): Insert[] => {
  const { key: k, camel: c, pascal: p, supplier: s } = n;
  const env = `VITE_API_${s}`;
  return [
    { file: 'packages/domain/src/reservations/reservation.ts', slot: 'module', text: `'${k}',` },
    {
      file: 'packages/domain/src/reservations/product-lines.ts',
      slot: 'facts',
      text: `'${k}': { label: '${n.label}', voucherLabel: '${n.voucherLabel}', holdsInventory: false, cancellation: free(2, 'all') },`,
    },
    { file: 'packages/domain/src/index.ts', slot: 'contracts', text: `export * from './${k}/contracts';` },
    { file: 'packages/domain/src/supplier-wire/suppliers.ts', slot: 'supplier', text: `${s}: '/${k}',` },
    { file: 'apps/sandbox/src/app.ts', slot: 'import', text: `import { ${c}Routes } from './${k}/routes';` },
    { file: 'apps/sandbox/src/app.ts', slot: 'routes', text: `${s}: ${c}Routes,` },
    { file: 'apps/api/src/app.ts', slot: 'import', text: `import { ${c}Module } from './modules/${k}';` },
    {
      file: 'apps/api/src/app.ts',
      slot: 'module',
      text: `await app.register(${c}Module, { prefix: '/api/${k}', config });`,
    },
    { file: 'apps/web/src/config.ts', slot: 'env', text: `${env}: baseUrl('/api/${k}'),` },
    { file: 'apps/web/src/config.ts', slot: 'service', text: `${c}: e.${env},` },
    {
      file: 'apps/web/src/app/routes/lazy-pages.ts',
      slot: 'page',
      text: `export const lazy${p} = async () => ({\n  Component: (await import('../../features/${k}/pages/${k}-page')).${p}Page,\n});`,
    },
    { file: SECTIONS, slot: 'import', text: `import { lazy${p} } from './lazy-pages';` },
    {
      file: SECTIONS,
      slot: 'section',
      text: [
        'defineSection({',
        `  lines: ['${k}'],`,
        `  nav: { label: '${n.label.toUpperCase()}', to: paths.${c}.getHref() },`,
        `  shortcut: { label: '${n.label}', description: '${n.label}', to: paths.${c}.getHref(), icon: 'map' },`,
        `  routes: [page(paths.${c}, '${n.label}', lazy${p})],`,
        '}),',
      ].join('\n'),
    },
  ];
};

const SECTIONS = 'apps/web/src/app/routes/sections.tsx';

const ANCHOR = (slot: string) => new RegExp(`^([ \\t]*)// new:product-line: ${slot}\\b.*$`, 'm');

/** `text` before the slot's anchor line, at its indentation. */
export function insertAt(source: string, slot: string, text: string, file: string): string {
  const match = ANCHOR(slot).exec(source);
  if (!match) throw new Error(`${file}: no "// new:product-line: ${slot}" anchor`);
  const indented = text
    .split('\n')
    .map((line) => match[1] + line)
    .join('\n');
  return source.slice(0, match.index) + indented + '\n' + source.slice(match.index);
}

/**
 * The portal's path for the line: a placeholder the spec already names (paths.cruises is
 * '/cruicers', a 'Próximamente' section) becomes the line's section; otherwise /<key>.
 */
function withPath(files: Map<string, string>, n: LineNames) {
  const pathsFile = 'apps/web/src/shared/paths.ts';
  const placeholder = new RegExp(`^\\s*${n.camel}: route\\('/', '[^']+'\\),\\n`, 'm');
  const source = files.get(pathsFile)!;
  if (placeholder.test(source)) {
    const coming = new RegExp(`^[^\\n]*coming\\(paths\\.${n.camel}, [^\\n]*\\n`, 'm');
    files.set(SECTIONS, files.get(SECTIONS)!.replace(coming, ''));
    return;
  }
  files.set(pathsFile, insertAt(source, 'path', `${n.camel}: route('/', '${n.key}'),`, pathsFile));
}

async function format(root: string, file: string, text: string) {
  const filepath = path.join(root, file);
  const options = (await prettier.resolveConfig(filepath)) ?? {};
  return prettier.format(text, { ...options, filepath });
}

/** Writes the line into the checkout at `root`; answers the files it wrote and edited. */
export async function generateLine(root: string, n: LineNames) {
  const created = newFiles(n);
  const taken = created.find(({ file }) => existsSync(path.join(root, file)));
  if (taken) throw new Error(`${taken.file} ya existe: la línea ${n.key} ya está escrita`);
  const edited = new Map<string, string>();
  const read = async (file: string) => edited.get(file) ?? (await readFile(path.join(root, file), 'utf8'));
  for (const file of ['apps/web/src/shared/paths.ts', SECTIONS]) edited.set(file, await read(file));
  withPath(edited, n);
  for (const { file, slot, text } of inserts(n))
    edited.set(file, insertAt(await read(file), slot, text, file));
  for (const { file, text } of created) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), await format(root, file, text));
  }
  for (const [file, text] of edited) await writeFile(path.join(root, file), await format(root, file, text));
  return { created: created.map((f) => f.file), edited: [...edited.keys()] };
}
