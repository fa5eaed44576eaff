import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MESSAGES, ZErrorBody } from '@portal/domain';
import { ZEntityIdParams } from '@portal/domain/admin/entities';
import { ZCreditAnswer } from '@portal/domain/commerce/credit';
import { notFound } from '../../../errors';
import { creditOf } from '../../credit/service';
import { userMayBookFor } from './repo';

// The router keeps one name per parameter position, and spec §7 named this one in
// GET entidades/{text}: here it holds the entity's number.
const ZParams = z.object({ text: ZEntityIdParams.shape.id });

/**
 * GET /api/main/entidades/{id}/credito (issue 32, item 2): the AS agent sees the credit of an
 * entity they book for before 'Reservar'. Any other entity, or user, is answered 404: whether
 * it exists is none of their business.
 */
export const entityCreditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/entidades/:text/credito',
    {
      schema: {
        tags: ['main'],
        summary: 'Crédito disponible de una entidad cliente del agente AS, por moneda',
        security: [{ bearer: [] }],
        params: ZParams,
        response: { 200: ZCreditAnswer, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const { text: id } = request.params;
      if (!(await userMayBookFor(app.db, request.user.id, id))) throw notFound(MESSAGES.entityNotFound);
      return creditOf(app.db, id);
    },
  );
};
