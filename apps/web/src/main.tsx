import './app/mantine-styles';
import './app/global.css';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ssrData } from '@/shared/ssr/ssr-data';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/browser-router';

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

void createAppRouter(rendered).then((router) => {
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
