import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '@portal/domain/admin/paging';
import {
  ZMarkupIdParams,
  ZMarkupQuery,
  ZMarkupRule,
  ZMarkupWrite,
} from '@portal/domain/commerce/markup-schemas';
import { ZErrorBody } from '@portal/domain';
import type { AppConfig } from '../../../config';
import { actorOf } from '../audit';
import { markupsPage } from './repo';
import { createMarkup, removeMarkup, replaceMarkup } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };
const config = { permission: 'margenes.editar' } as const;

/** GET/POST /api/admin/margenes, PUT/DELETE /api/admin/margenes/{id} (issue 32, item 1) */
export const adminMarkupsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  const ctx = (request: Parameters<typeof actorOf>[0]) => ({ db: app.db, actor: actorOf(request) });

  app.get(
    '/margenes',
    {
      config,
      schema: {
        ...common,
        summary: 'Reglas de margen: filtro de línea, entidad y estado; en el orden en que ganan',
        querystring: ZMarkupQuery,
        response: { 200: pageOf(ZMarkupRule), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      return { ...(await markupsPage(app.db, query)), page: query.page, perPage: query.perPage };
    },
  );

  app.post(
    '/margenes',
    {
      config,
      schema: {
        ...common,
        summary: 'Alta de una regla de margen (porcentaje o monto por reserva)',
        body: ZMarkupWrite,
        response: { 201: ZMarkupRule, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) => reply.code(201).send(await createMarkup(ctx(request), request.body)),
  );

  app.put(
    '/margenes/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'Reemplazo de una regla de margen: edición, desactivación o reactivación',
        params: ZMarkupIdParams,
        body: ZMarkupWrite,
        response: { 200: ZMarkupRule, ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => replaceMarkup(ctx(request), request.params.id, request.body),
  );

  app.delete(
    '/margenes/:id',
    {
      config,
      schema: {
        ...common,
        summary: 'Baja de una regla de margen: las reservas confirmadas conservan su margen',
        params: ZMarkupIdParams,
        response: { 204: z.null(), ...errors, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      await removeMarkup(ctx(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
