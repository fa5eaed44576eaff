import { ZErrorBody } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEntitySearchParams } from '@portal/domain/entities/search-entities';
import { ZEntitySearchWithCredit } from '@portal/domain/commerce/credit';
import { availableCreditOf } from '../../credit/service';
import { entityCreditRoutes } from './credit-routes';
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
        // issue 32: `credito`, what is left of each limit the entity has (optional, beyond spec §7)
        response: { 200: ZEntitySearchWithCredit, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request) => {
      const found = await searchUserEntities(app.db, request.user.id, request.params.text);
      const credit = await availableCreditOf(
        app.db,
        found.map((e) => e.idEntidad),
      );
      return found.map((e) => {
        const credito = credit.get(e.idEntidad);
        return credito ? { ...e, credito } : e;
      });
    },
  );
  await app.register(entityCreditRoutes);
};
