import {
  ZErrorBody,
  ZFlightBookingRequest,
  ZFlightBookingResponse,
  ZFlightDestinationsResponse,
  ZFlightQuotaQuery,
  ZFlightQuotaResponse,
  ZFlightSearchQuery,
  ZFlightSearchResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { bookFlight } from './book-service';
import type { FlightsDeps } from './deps';
import { flightDestinations, quotaBlocks, searchFlights } from './search-service';
import { pricingEntityOf } from '../markups/pricing-entity';

const common = { tags: ['flights'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody } as const;

/** The flights service of spec §7 (/api/flights): the agency's seat quotas. */
export const flightsRoutes: FastifyPluginAsyncZod<{ deps: FlightsDeps }> = async (app, { deps }) => {
  app.get(
    '/api/aereos/destinos',
    {
      schema: {
        ...common,
        summary: 'Destinos con cupo disponible',
        response: { 200: ZFlightDestinationsResponse, ...errors },
      },
    },
    () => flightDestinations(deps),
  );

  app.get(
    '/api/aereos/disponibilidad',
    {
      schema: {
        ...common,
        summary: 'Vuelos de ida y vuelta con asientos para la ocupación, agrupados por comparador',
        querystring: ZFlightSearchQuery,
        response: { 200: ZFlightSearchResponse, ...errors },
      },
    },
    async (request) => searchFlights(deps, request.user, request.query, await pricingEntityOf(request, deps)),
  );

  app.get(
    '/api/aereos/cupos',
    {
      schema: {
        ...common,
        summary: 'Cada bloque de asientos del año con lo que queda (página de cupos)',
        querystring: ZFlightQuotaQuery,
        response: { 200: ZFlightQuotaResponse, ...errors },
      },
    },
    async (request) => quotaBlocks(deps, request.query.anio, await pricingEntityOf(request, deps)),
  );

  app.post(
    '/api/aereos/reservar',
    {
      schema: {
        ...common,
        summary: 'Reserva asientos de ida y vuelta del cupo (requiere Idempotency-Key)',
        body: ZFlightBookingRequest,
        response: { 200: ZFlightBookingResponse, ...errors, 409: ZErrorBody, 422: ZErrorBody },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await bookFlight(deps, request.user, request.body, idempotencyKeyOf(request))),
  );
};
