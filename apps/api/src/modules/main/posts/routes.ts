import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPostsByQuery, ZPostsByResponse, ZErrorBody } from '@portal/domain';
import { listPublishedPosts } from './repo';

export const postsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/posts-by',
    {
      schema: {
        tags: ['main'],
        summary: 'Publicaciones publicadas de una sección',
        security: [{ bearer: [] }],
        querystring: ZPostsByQuery,
        response: { 200: ZPostsByResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    // Content is returned as stored; the portal sanitises it where it renders it.
    async (request) => listPublishedPosts(app.db, request.query.section),
  );
};
