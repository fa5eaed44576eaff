import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZBuscarTktParams,
  ZFindEventsParams,
  ZFindEventsResponse,
  ZUniversalTicketInfo,
  ZUniversalTicketInfoParams,
  ZErrorBody,
} from '@portal/domain';
import { pricingEntityOf } from '../markups/pricing-entity';
import type { TicketsDeps } from './deps';
import { ZBuscarTktResponse } from '@portal/domain';
import { findEvents, searchUniversal, universalTicketInfo } from './search-service';

const common = { tags: ['tickets'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 502: ZErrorBody };

/** Universal Orlando tickets: search, policy text and events (spec §7). */
export const universalRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  app.get(
    '/buscartkt/:adults/:children/:date',
    {
      schema: {
        ...common,
        summary: 'Tickets de Universal para un grupo y una fecha: todos y recomendados',
        params: ZBuscarTktParams,
        response: { 200: ZBuscarTktResponse, ...errors },
      },
    },
    async (request) => searchUniversal(deps, request.params, await pricingEntityOf(request, deps)),
  );

  app.get(
    '/ticket-info/:code',
    {
      schema: {
        ...common,
        summary: 'Política de un ticket de Universal',
        params: ZUniversalTicketInfoParams,
        response: { 200: ZUniversalTicketInfo, ...errors, 404: ZErrorBody },
      },
    },
    async (request) => universalTicketInfo(deps, request.params.code),
  );

  app.get(
    '/findEvents/:code/:date/:programId/:quantity',
    {
      schema: {
        ...common,
        summary: 'Eventos de un ticket de Universal con lugar para la cantidad pedida (vacío: no disponible)',
        params: ZFindEventsParams,
        response: { 200: ZFindEventsResponse, ...errors, 404: ZErrorBody },
      },
    },
    async (request) => findEvents(deps, request.params),
  );
};
