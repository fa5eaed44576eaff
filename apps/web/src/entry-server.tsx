import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { dehydrate } from '@tanstack/react-query';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { readSessionCookie } from '@/shared/auth/session-cookie';
import { registerPricedQueries } from '@/shared/client-entity/priced-queries';
import { setRequestScopeSource, type TRequestScope } from '@/shared/ssr/request-scope';
import { serializeSsrData } from '@/shared/ssr/ssr-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { loadPageData, needsSession } from './server/page-data';

export { isServerRendered, needsSession } from './server/page-data';

// The server's render of the first screens (issue 34): the portal's own routes, loaders and
// pages, rendered by react-router's static handler and React's renderToPipeableStream. The API
// (apps/api/src/plugins/ssr.ts) loads this module's build and sends what it returns inside
// index.html; past its time budget, or on any failure, it sends the browser-rendered page.

const scope = new AsyncLocalStorage<TRequestScope>();
setRequestScopeSource(() => scope.getStore());
const handler = createStaticHandler(routes);

export type TRenderInput = {
  /** the page's absolute URL */
  url: string;
  /** the user of the request's API session, if it has one */
  userId?: number;
  /** the request's Cookie header */
  cookie: string;
  /** the API, in-process, with the request's session */
  fetch: typeof fetch;
  /** the render's time budget ran out: stop */
  signal: AbortSignal;
};

export type TRenderResult =
  | { kind: 'page'; html: Readable; data: string }
  | { kind: 'redirect'; location: string }
  /** the browser renders this one */
  | { kind: 'browser'; reason: string };

const serverQueryClient = () => {
  const client = createQueryClient();
  // a failed call is not asked again: the browser will, with its own retries
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // the priced searches' keys name the client they were priced for, as the layout's will
  registerPricedQueries(client);
  return client;
};

/** React's HTML of the page once everything in it is ready: no streamed boundary needs a script. */
const renderHtml = (app: ReactNode, signal: AbortSignal) =>
  new Promise<Readable>((resolve, reject) => {
    let failed: unknown;
    const { pipe, abort } = renderToPipeableStream(app, {
      // every boundary in place, however large: one left out of place is put back by an inline
      // script, which the CSP refuses
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        if (failed) return reject(failed);
        const html = new PassThrough();
        pipe(html);
        resolve(html);
      },
      onShellError: reject,
      // a part that threw would be rendered by the browser alone: the page goes there whole
      onError: (error) => {
        failed ??= error;
      },
    });
    signal.addEventListener('abort', () => abort(signal.reason), { once: true });
  });

/**
 * Why the browser must render this page: the server renders what the portal will show on
 * hydrating it, so the user the page reads (its userLogged cookie) must be the API session's.
 * An AS agent's searches are priced for the client chosen in this browser's storage, and a
 * temporary password shows nothing but its change: both are the browser's to render.
 */
const unrenderable = (pathname: string, userId: number | undefined): string | null => {
  const user = readSessionCookie();
  if (!needsSession(pathname)) return user ? 'a session on the login page' : null;
  if (!user || user.idUser !== userId) return 'the page and the API sessions differ';
  if (user.isAgenteAS) return 'an AS agent';
  if (user.debeCambiarClave) return 'a temporary password';
  return null;
};

export function render(input: TRenderInput): Promise<TRenderResult> {
  const queryClient = serverQueryClient();
  const requestScope: TRequestScope = { cookie: input.cookie, fetch: input.fetch, queryClient };
  return scope.run(requestScope, async (): Promise<TRenderResult> => {
    const refused = unrenderable(new URL(input.url).pathname, input.userId);
    if (refused) return { kind: 'browser', reason: refused };
    const context = await handler.query(new Request(input.url, { signal: input.signal }));
    if (context instanceof Response) {
      const location = context.headers.get('location');
      return location
        ? { kind: 'redirect', location }
        : { kind: 'browser', reason: `answer ${context.status}` };
    }
    if (context.errors) return { kind: 'browser', reason: 'route error' };
    try {
      await loadPageData(queryClient, new URL(input.url), readSessionCookie());
    } catch (error) {
      return { kind: 'browser', reason: `page data: ${(error as Error).message}` };
    }
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderHtml(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
      input.signal,
    );
    const data = serializeSsrData({
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
      queries: dehydrate(queryClient),
    });
    return { kind: 'page', html, data };
  });
}
