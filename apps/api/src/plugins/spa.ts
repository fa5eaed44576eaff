import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@portal/domain';
import { serveAssets } from './assets';
import { portalPages, renderedShell } from './spa-preloads';
import { loadServerEntry, serverPages } from './ssr';

declare module 'fastify' {
  interface FastifyInstance {
    /** settles once the server render's module has loaded (true) or is not there (false) */
    serverRenderReady: Promise<boolean>;
  }
}

/**
 * Serves the built portal: hashed assets cached for a year (from memory, ./assets.ts),
 * index.html for every other path (the SPA routes; with the page's chunks named for the first
 * screens), JSON 404 for unknown /api paths.
 */
export const spaPlugin = fp<{
  webDist: string;
  mediaDir: string;
  webServerDist?: string;
  ssrBudgetMs?: number;
}>(
  async (app, { webDist, mediaDir, webServerDist, ssrBudgetMs = 0 }) => {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      maxAge: '1d',
    });

    const indexHtml = path.join(webDist, 'index.html');
    const hasWeb = fs.existsSync(indexHtml);
    const pageFor = hasWeb ? portalPages(webDist) : () => '';
    if (hasWeb) {
      serveAssets(app, path.join(webDist, 'assets'));
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        decorateReply: false,
        index: false,
        wildcard: false,
        // the hashed files are served from memory (./assets.ts): the rest (boot.js, the icon…) here
        globIgnore: ['assets/**'],
        // the build's .br/.gz copies at full strength (apps/web/build/precompress-plugin.mjs)
        preCompressed: true,
        setHeaders: (res) => {
          res.header('cache-control', 'public, max-age=300');
        },
      });
    } else {
      app.log.warn({ webDist }, 'portal build not found: run `npm run build` to serve the portal');
    }

    // The first screens rendered on the server (issue 34), when its build is there. Its module
    // (~1.5 MB) loads beside the start, not in it: on a busy machine its import outlasted the
    // plugin's start timeout; until it is there, pages are the browser's, as before.
    let serverPage: ReturnType<typeof serverPages> | null = null;
    const shell = hasWeb && webServerDist && ssrBudgetMs > 0 ? renderedShell(webDist) : null;
    const serverRenderReady = (
      shell && webServerDist ? loadServerEntry(webServerDist, app.log) : Promise.resolve(null)
    ).then(
      (entry) => {
        if (entry) serverPage = serverPages(app, entry, ssrBudgetMs);
        return entry !== null;
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'portal server render failed to load: pages render in the browser');
        return false;
      },
    );
    app.decorate('serverRenderReady', serverRenderReady);

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' && !urlPath.startsWith('/api') && !path.extname(urlPath);
      if (hasWeb && wantsPage) {
        if (serverPage && shell && (await serverPage(request, reply, shell))) return reply;
        return reply
          .header('cache-control', 'no-cache')
          .header('x-render', 'browser')
          .type('text/html')
          .send(pageFor(urlPath));
      }
      return reply.status(404).send({ message: `${MESSAGES.notFound}: ${request.method} ${urlPath}` });
    });
  },
  { name: 'spa' },
);
