import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@portal/domain';
import { portalPages } from './spa-preloads';

const YEAR = 31_536_000;

/**
 * Serves the built portal: hashed assets cached for a year, index.html for every other
 * path (the SPA routes; with the page's chunks named for the first screens), JSON 404 for
 * unknown /api paths.
 */
export const spaPlugin = fp<{ webDist: string; mediaDir: string }>(
  async (app, { webDist, mediaDir }) => {
    await app.register(fastifyStatic, {
      root: mediaDir,
      prefix: '/media/',
      maxAge: '1d',
    });

    const indexHtml = path.join(webDist, 'index.html');
    const hasWeb = fs.existsSync(indexHtml);
    const pageFor = hasWeb ? portalPages(webDist) : () => '';
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        decorateReply: false,
        index: false,
        wildcard: false,
        // the build's .br/.gz copies at full strength (apps/web/build/precompress-plugin.mjs)
        preCompressed: true,
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? `public, max-age=${YEAR}, immutable` : 'public, max-age=300');
        },
      });
    } else {
      app.log.warn({ webDist }, 'portal build not found: run `npm run build` to serve the portal');
    }

    app.setNotFoundHandler((request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' && !urlPath.startsWith('/api') && !path.extname(urlPath);
      if (hasWeb && wantsPage) {
        return reply.header('cache-control', 'no-cache').type('text/html').send(pageFor(urlPath));
      }
      return reply.status(404).send({ message: `${MESSAGES.notFound}: ${request.method} ${urlPath}` });
    });
  },
  { name: 'spa' },
);
