import {
  ZDisneyBookingRequest,
  ZDisneyBookingResponse,
  ZBookingFailureBody,
  ZErrorBody,
  ZFindAllTicketsQuery,
  ZFindAllTicketsResponse,
  ZHotelTicketAvailabilityRequest,
  ZHotelTicketAvailabilityResponse,
  ZMultiHotelDispoRequest,
  ZMultiHotelDispoResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEncodedAnswers, preferredEncoding, sendEncoded, trustedJson } from '../../lib/encoded-answers';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import type { DisneyHotelsDeps } from './deps';
import { bookDisney } from './book-service';
import { searchDisneyHotels } from './search-service';
import { pricingEntityOf } from '../markups/pricing-entity';
import { findAllTickets, ticketAvailability } from './tickets-service';

const common = { tags: ['hotels'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 502: ZErrorBody } as const;
// issue 29, item 4: a booking the supplier did not answer is 'unknown', with its reservation ids
const bookingErrors = { ...errors, 409: ZErrorBody, 422: ZErrorBody, 502: ZBookingFailureBody } as const;

/** The hotel-distribution service of spec §7 (/api/hotels): Walt Disney World and Disneyland hotels. */
export const disneyHotelsRoutes: FastifyPluginAsyncZod<{ deps: DisneyHotelsDeps }> = async (
  app,
  { deps },
) => {
  // every resort's rooms (~100 KiB) are written and compressed once for every agent who asks alike
  const encoded = createEncodedAnswers();
  app.post(
    '/multihoteldispo/',
    {
      schema: {
        ...common,
        summary: 'Hoteles de Walt Disney World o Disneyland para la estadía y la ocupación',
        body: ZMultiHotelDispoRequest,
        response: { 200: ZMultiHotelDispoResponse, ...errors },
      },
      serializerCompiler: trustedJson,
    },
    async (request, reply) => {
      const idEntidad = await pricingEntityOf(request, deps);
      const { answer, stamp } = await searchDisneyHotels(deps, request.user, request.body, idEntidad);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      return sendEncoded(reply, await encoded(stamp, answer, encoding), encoding);
    },
  );

  app.get(
    '/findAllTickets',
    {
      schema: {
        ...common,
        summary: 'Tickets que requiere una tarifa de paquete (2 a 9 días y el grupo Z de 10)',
        querystring: ZFindAllTicketsQuery,
        response: { 200: ZFindAllTicketsResponse, ...errors },
      },
    },
    (request) => findAllTickets(deps, request.query),
  );

  app.post(
    '/disponibilidad-ticket/',
    {
      schema: {
        ...common,
        summary: 'Disponibilidad del ticket requerido para la fecha de entrada y el grupo',
        body: ZHotelTicketAvailabilityRequest,
        response: { 200: ZHotelTicketAvailabilityResponse, ...errors },
      },
    },
    (request) => ticketAvailability(deps, request.body),
  );

  app.post(
    '/reserva-disney/',
    {
      schema: {
        ...common,
        summary: 'Reserva de una habitación Disney con su ticket requerido (requiere Idempotency-Key)',
        body: ZDisneyBookingRequest,
        response: { 200: ZDisneyBookingResponse, ...bookingErrors },
      },
    },
    async (request, reply) => {
      const answer = await bookDisney(deps, request.user, request.body, idempotencyKeyOf(request));
      return sendAnswer(reply, answer);
    },
  );
};
