import './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { ssrData } from '@/shared/ssr/ssr-data';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/browser-router';

const container = document.getElementById('root');
if (!container) throw new Error('Falta el elemento #root');

// A page the server rendered (issue 34) is hydrated: React takes over its HTML as it is.
// Any other starts from 'Espere..' as before.
const rendered = ssrData();
void createAppRouter(rendered).then((router) => {
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (rendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
