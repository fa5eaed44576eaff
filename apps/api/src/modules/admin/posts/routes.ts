import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@portal/domain/admin/paging';
import { ZPostCreate, ZPostEdit, ZPostOrder, ZPostRow, ZPostsQuery } from '@portal/domain/admin/posts';
import { ZErrorBody } from '@portal/domain';
import type { AppConfig } from '../../../config';
import { actorOf } from '../audit';
import { adminImagesRoutes } from './images-routes';
import { postsPage, toPostRow } from './repo';
import { createPost, deletePost, editPost, orderPosts } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };
const config = { permission: 'posts.editar' } as const;
const ZPostId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * The home posts (issue 31, item 4): list, create, edit (publish, window, order), delete,
 * reorder, and the images they show (images-routes.ts). Content is sanitised when saved.
 */
export const adminPostsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, opts) => {
  const { now } = opts.config;
  const ctx = (request: Parameters<typeof actorOf>[0]) => ({ db: app.db, actor: actorOf(request) });

  app.get(
    '/posts',
    {
      config,
      schema: {
        ...common,
        summary: 'Publicaciones: búsqueda por título, filtro de sección, en el orden del carrusel',
        querystring: ZPostsQuery,
        response: { 200: pageOf(ZPostRow), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await postsPage(app.db, query);
      const at = now();
      return { items: rows.map((r) => toPostRow(r, at)), total, page: query.page, perPage: query.perPage };
    },
  );

  app.post(
    '/posts',
    {
      config,
      schema: {
        ...common,
        summary: 'Alta de una publicación (el contenido se reduce al HTML permitido)',
        body: ZPostCreate,
        response: { 201: ZPostRow, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toPostRow(await createPost(ctx(request), request.body), now())),
  );

  app.patch(
    '/posts/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'Edición, publicación, ventana de publicación u orden de una publicación',
        params: ZPostId,
        body: ZPostEdit,
        response: { 200: ZPostRow, ...errors, 404: ZErrorBody },
      },
    },
    async (request) => toPostRow(await editPost(ctx(request), request.params.id, request.body), now()),
  );

  app.delete(
    '/posts/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'Baja de una publicación',
        params: ZPostId,
        response: { 204: z.null(), ...errors, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await deletePost(ctx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/posts/orden',
    {
      config,
      schema: {
        ...common,
        summary: 'Orden del carrusel: las publicaciones indicadas toman sus lugares en ese orden',
        body: ZPostOrder,
        response: { 200: z.object({ ids: z.array(z.number().int()) }), ...errors },
      },
    },
    async (request) => ({ ids: await orderPosts(ctx(request), request.body.ids) }),
  );

  await app.register(adminImagesRoutes);
};
