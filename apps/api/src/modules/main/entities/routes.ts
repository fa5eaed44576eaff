import { ZErrorBody } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEntitySearchParams, ZEntitySearchResponse } from '@portal/domain/entities/search-entities';
import { searchUserEntities } from './repo';

export const entitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entidades/:text',
    {
      schema: {
        tags: ['main'],
        summary: 'Entidades cliente para las que el usuario puede reservar',
        security: [{ bearer: [] }],
        // spec §5 / §9: the client-entity search starts at 4 characters (domain rule).
        params: ZEntitySearchParams,
        response: { 200: ZEntitySearchResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => searchUserEntities(app.db, request.user.id, request.params.text),
  );
};
