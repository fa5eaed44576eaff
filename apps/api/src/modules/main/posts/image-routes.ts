import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@portal/domain';
import { notFound } from '../../../errors';
import { findImage } from './repo';

const ZImageParams = z.object({ id: z.string().max(60) });
const ZImageQuery = z.object({ v: z.enum(['large', 'small']).default('large') });

/**
 * GET /api/main/imagenes/:id (issue 31, item 4): an uploaded image, as WebP. It needs a session,
 * as every other /api/main call but login: the portal is for agencies only, and an <img> on the
 * portal's origin sends the session cookie (HttpOnly, path /api, SameSite strict) by itself, so
 * it costs the page nothing. An id names one image forever (a new upload gets a new id), so it
 * may be kept a year; 'private' because the answer depended on a session, so no shared cache
 * hands it to someone without one.
 */
export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/imagenes/:id',
    {
      schema: {
        tags: ['main'],
        summary: 'Imagen subida en el back office (WebP; ?v=small para el tamaño chico)',
        security: [{ bearer: [] }],
        params: ZImageParams,
        querystring: ZImageQuery,
        produces: ['image/webp'],
        response: {
          200: z.any().describe('La imagen (image/webp)'),
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const image = await findImage(app.db, request.params.id, request.query.v);
      if (!image) throw notFound('La imagen no existe');
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(image.data);
    },
  );
};
