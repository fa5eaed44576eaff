import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '../../../lib/http-schemas';
import { searchUserEntities } from './repo';

// spec §5 / §9: the client-entity search starts at 4 characters.
export const ENTITY_SEARCH_MIN = 4;

const ZEntity = z.object({ idEntidad: z.number().int(), razonSocial: z.string() });

export const entitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entidades/:text',
    {
      schema: {
        tags: ['main'],
        summary: 'Entidades cliente para las que el usuario puede reservar',
        security: [{ bearer: [] }],
        params: z.object({
          text: z
            .string()
            .trim()
            .min(ENTITY_SEARCH_MIN, `Ingrese al menos ${ENTITY_SEARCH_MIN} caracteres para buscar`)
            .max(100),
        }),
        response: { 200: z.array(ZEntity), 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => searchUserEntities(app.db, request.user.id, request.params.text),
  );
};
