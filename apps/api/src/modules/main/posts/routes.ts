import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPostsByQuery, ZPostsByResponse, ZErrorBody } from '@portal/domain';
import { postImageUrl } from '@portal/domain/admin/post-images';
import type { AppConfig } from '../../../config';
import { sanitizePostHtml, warmPostSanitizer } from '../../../lib/sanitize-html';
import { imageRoutes } from './image-routes';
import { listShownPosts } from './repo';

export const postsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  // every agent's home asks for posts: the sanitiser is loaded before the first one does
  app.addHook('onReady', async () => warmPostSanitizer());
  app.get(
    '/posts-by',
    {
      schema: {
        tags: ['main'],
        summary: 'Publicaciones publicadas de una sección, dentro de su ventana y en el orden del carrusel',
        security: [{ bearer: [] }],
        querystring: ZPostsByQuery,
        response: { 200: ZPostsByResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    // Sanitised again when shown (issue 31, item 4): a row written before the back office, or by
    // hand, reaches no page with more than the allowed markup; the portal sanitises once more.
    async (request) => {
      const shown = await listShownPosts(app.db, request.query.section, config.now());
      return Promise.all(
        shown.map(async (post) => ({
          ...post,
          image: postImageUrl(post.image),
          content: await sanitizePostHtml(post.content),
        })),
      );
    },
  );
  await app.register(imageRoutes);
};
