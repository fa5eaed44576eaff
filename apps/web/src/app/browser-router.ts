import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { endFirstLoad } from '@/shared/first-load-requests';
import type { TSsrData } from '@/shared/ssr/ssr-data';
import { routes } from './router';

/**
 * A server-rendered page hydrates with the routes it was rendered with: the lazy ones its
 * address matches are loaded first, or the router would show their fallback over the
 * server's HTML (react-router's guide to lazy routes with server rendering).
 */
const loadMatchedRoutes = async () => {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined } satisfies Partial<RouteObject>);
    }),
  );
};

// Routes' loaders set a page's first call off only while the document's first page loads
// (shared/first-load-requests.ts); after it, pages ask for their own data, and can cancel it.
const watchFirstLoad = (router: ReturnType<typeof createBrowserRouter>) => {
  if (router.state.initialized) return endFirstLoad();
  const stopWatching = router.subscribe((state) => {
    if (!state.initialized) return;
    endFirstLoad();
    stopWatching();
  });
};

/** The portal's router; with the server's data when the server rendered the page. */
export async function createAppRouter(rendered: TSsrData | null) {
  if (rendered) await loadMatchedRoutes();
  const router = createBrowserRouter(routes, rendered ? { hydrationData: rendered.router } : {});
  watchFirstLoad(router);
  return router;
}
