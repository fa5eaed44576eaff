import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZTicketAvailabilityQuery,
  ZTicketInfo,
  ZTicketInfoParams,
  ZTicketSearchRequest,
  ZTicketSearchRequestCalifornia,
  ZErrorBody,
} from '@portal/domain';
import { z } from 'zod';
import { pricingEntityOf } from '../markups/pricing-entity';
import type { TicketsDeps } from './deps';
import { ZTicketAvailabilityAnswer, ZTicketAvailabilityRequest, ZTicketOfferAnswer } from '@portal/domain';
import { checkAvailability, disneyTicketInfo, searchDisney } from './search-service';

const common = { tags: ['tickets'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 502: ZErrorBody };

// spec §7: the same calls for Walt Disney World and, with their suffix, for Disneyland.
const VARIANTS = [
  {
    park: 'disney',
    search: 'ticket-by-fecha',
    info: 'ticket-info',
    avail: 'disponibilidad-ticket',
    query: ZTicketSearchRequest,
  },
  {
    park: 'disneyland',
    search: 'ticket-by-fecha-california',
    info: 'ticket-info-disneyland',
    avail: 'disponibilidad-ticket-california',
    query: ZTicketSearchRequestCalifornia,
  },
] as const;

/** Walt Disney World and Disneyland tickets: search, info and availability (spec §7). */
export const disneyRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  for (const v of VARIANTS) {
    const park = v.park === 'disney' ? 'Walt Disney World' : 'Disneyland';
    app.get(
      `/tickets/${v.search}`,
      {
        schema: {
          ...common,
          summary: `Tickets de ${park} por fecha y días (spec §7 ${v.search})`,
          querystring: v.query,
          response: { 200: z.array(ZTicketOfferAnswer), ...errors },
        },
      },
      async (request) => searchDisney(deps, v.park, request.query, await pricingEntityOf(request, deps)),
    );

    app.get(
      `/tickets/${v.info}/:code/:date`,
      {
        schema: {
          ...common,
          summary: `Período de uso y política de cancelación de un ticket de ${park}`,
          params: ZTicketInfoParams,
          response: { 200: ZTicketInfo, ...errors, 404: ZErrorBody },
        },
      },
      async (request) => disneyTicketInfo(deps, v.park, request.params.code, request.params.date),
    );

    app.post(
      `/tickets/${v.avail}`,
      {
        schema: {
          ...common,
          summary: `Disponibilidad y precio actual de un ticket de ${park} (spec §7 ${v.avail})`,
          querystring: ZTicketAvailabilityQuery,
          body: ZTicketAvailabilityRequest,
          response: { 200: ZTicketAvailabilityAnswer, ...errors },
        },
      },
      async (request) =>
        checkAvailability(deps, v.park, request.query, request.body, await pricingEntityOf(request, deps)),
    );
  }
};
