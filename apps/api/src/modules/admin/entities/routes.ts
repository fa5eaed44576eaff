import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '@portal/domain/admin/paging';
import {
  ZEntityAgentsAnswer,
  ZEntityCreate,
  ZEntityEdit,
  ZEntityIdParams,
  ZEntityQuery,
  ZEntityRow,
} from '@portal/domain/admin/entities';
import { ZErrorBody } from '@portal/domain';
import { actorOf } from '../audit';
import { activeAgents, entitiesPage } from './repo';
import { createEntity, editEntity } from './service';

const errors = { 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody };
const common = { tags: ['admin'], security: [{ bearer: [] }] };

/** The agency's client entities (issue 31, item 3): list, create, edit, (de)activate, agents. */
export const adminEntitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entidades',
    {
      config: { permission: 'entidades.ver' },
      schema: {
        ...common,
        summary: 'Entidades cliente: búsqueda por razón social o CUIT, filtro de estado, paginado',
        querystring: ZEntityQuery,
        response: { 200: pageOf(ZEntityRow), ...errors },
      },
    },
    async (request) => {
      const { query } = request;
      return { ...(await entitiesPage(app.db, query)), page: query.page, perPage: query.perPage };
    },
  );

  app.get(
    '/entidades/agentes',
    {
      config: { permission: 'entidades.editar' },
      schema: {
        ...common,
        summary: 'Agentes AS activos: quienes pueden reservar para una entidad',
        response: { 200: ZEntityAgentsAnswer, ...errors },
      },
    },
    async () => activeAgents(app.db),
  );

  app.post(
    '/entidades',
    {
      config: { permission: 'entidades.editar' },
      schema: {
        ...common,
        summary: 'Alta de una entidad cliente y de los agentes AS que reservan para ella',
        body: ZEntityCreate,
        response: { 201: ZEntityRow, ...errors, 409: ZErrorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createEntity(app.db, actorOf(request), request.body)),
  );

  app.patch(
    '/entidades/:id',
    {
      config: { permission: 'entidades.editar' },
      schema: {
        ...common,
        summary: 'Edición, desactivación o reactivación de una entidad, y sus agentes AS',
        params: ZEntityIdParams,
        body: ZEntityEdit,
        response: { 200: ZEntityRow, ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => editEntity(app.db, actorOf(request), request.params.id, request.body),
  );
};
