import {
  ZCarBookingRequest,
  ZCarBookingResponse,
  ZCarLocationsQuery,
  ZCarLocationsResponse,
  ZCarSearchRequest,
  ZCarSearchResponse,
  ZCarTermsQuery,
  ZCarTermsResponse,
  ZBookingFailureBody,
  ZErrorBody,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { pricingEntityOf } from '../markups/pricing-entity';
import { bookCar } from './book-service';
import type { CarsDeps } from './deps';
import { carLocations, carTerms, searchCars } from './search-service';

const common = { tags: ['cars'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 502: ZErrorBody } as const;

/** The cars service of spec §7 (/api/cars): AVIS and BUDGET. */
export const carsRoutes: FastifyPluginAsyncZod<{ deps: CarsDeps }> = async (app, { deps }) => {
  app.get(
    '/locations/',
    {
      schema: {
        ...common,
        summary: 'Oficinas de la marca que coinciden con el texto (3 o más caracteres)',
        querystring: ZCarLocationsQuery,
        response: { 200: ZCarLocationsResponse, ...errors },
      },
    },
    (request) => carLocations(deps, request.query),
  );

  app.post(
    '/search-availability/',
    {
      schema: {
        ...common,
        summary: 'Autos y tarifas de una marca para el retiro y la devolución',
        body: ZCarSearchRequest,
        response: { 200: ZCarSearchResponse, ...errors },
      },
    },
    async (request) => searchCars(deps, request.user, request.body, await pricingEntityOf(request, deps)),
  );

  app.get(
    '/terms',
    {
      schema: {
        ...common,
        summary: 'Condiciones de alquiler de la marca en un país',
        querystring: ZCarTermsQuery,
        response: { 200: ZCarTermsResponse, ...errors },
      },
    },
    (request) => carTerms(deps, request.query),
  );

  app.post(
    '/reservar/',
    {
      schema: {
        ...common,
        summary: 'Reserva de un auto con su equipamiento (requiere Idempotency-Key)',
        body: ZCarBookingRequest,
        // issue 29, item 4: 'unknown' with the reservation id when the brand did not answer
        response: {
          200: ZCarBookingResponse,
          ...errors,
          409: ZErrorBody,
          422: ZErrorBody,
          502: ZBookingFailureBody,
        },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await bookCar(deps, request.user, request.body, idempotencyKeyOf(request))),
  );
};
