import './app/mantine-styles';
import './app/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { ssrData } from '@/shared/ssr/ssr-data';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// A page the server rendered (issue 34) is hydrated: React takes over its HTML as it is.
// Any other starts from 'Espere..' as before. The hydration is a transition: React then works
// in slices of a few milliseconds and lets the browser answer between them, where a plain one
// blocked a phone's main thread for ~200 ms at a time (Lighthouse's TBT). Not the browser's
// first render: as a transition it now and then never left 'Espere..' (3 of 8 runs of an AS
// agent's Disney results journey; cause not found).
const rendered = ssrData();

/**
 * Marks the document once React holds the page (`data-portal-ready` on <html>): a rendered page
 * shows before its code runs, and a click in between does nothing, so tests wait for it.
 */
function MarkReady() {
  useEffect(() => document.documentElement.setAttribute('data-portal-ready', ''), []);
  return null;
}

// The portal starts from four parts imported apart, not from one static graph: a browser runs
// a module graph in one task, and the whole portal's took ~400 ms of a phone's main thread in
// one go (Lighthouse's TBT at 4× slowdown); each part's graph runs in a task of its own. They
// are no later for it: the build lists them in the page with the entry (build/start-parts-plugin.mjs).
// Each `import()` names what it takes, so the build leaves out the rest of the module.
void Promise.all([
  import('react-dom/client').then(({ createRoot, hydrateRoot }) => ({ createRoot, hydrateRoot })),
  import('react-router/dom').then(({ RouterProvider }) => RouterProvider),
  import('./app/providers').then(({ AppProviders }) => AppProviders),
  import('./app/browser-router').then(({ createAppRouter }) => createAppRouter),
]).then(async ([{ createRoot, hydrateRoot }, RouterProvider, AppProviders, createAppRouter]) => {
  const router = await createAppRouter(rendered);
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
      <MarkReady />
    </StrictMode>
  );
  if (rendered) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else createRoot(container).render(app);
});
