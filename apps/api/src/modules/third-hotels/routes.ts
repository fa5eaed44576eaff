import {
  ZBookingFailureBody,
  ZErrorBody,
  ZHotelDispoRequest,
  ZHotelDispoResponse,
  ZHotelResV2Request,
  ZHotelResV2Response,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { bookThirdHotel } from './book-service';
import type { ThirdHotelsDeps } from './deps';
import { searchThirdHotels } from './search-service';
import { pricingEntityOf } from '../markups/pricing-entity';

const common = { tags: ['hotels'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 409: ZErrorBody, 502: ZErrorBody } as const;

/** The hotel-distribution service of spec §7 (/api/hotels): the third wholesale provider. */
export const thirdHotelsRoutes: FastifyPluginAsyncZod<{ deps: ThirdHotelsDeps }> = async (app, { deps }) => {
  app.post(
    '/hoteldispo/',
    {
      schema: {
        ...common,
        summary:
          'Hoteles del tercer proveedor en una ciudad (código IATA) para la estadía y las habitaciones',
        body: ZHotelDispoRequest,
        response: { 200: ZHotelDispoResponse, ...errors },
      },
    },
    async (request) =>
      searchThirdHotels(deps, request.user, request.body, await pricingEntityOf(request, deps)),
  );

  app.post(
    '/hotelResV2',
    {
      schema: {
        ...common,
        summary: 'Reserva de una habitación del tercer proveedor (requiere Idempotency-Key)',
        body: ZHotelResV2Request,
        // 422: an Idempotency-Key reused for another booking
        // issue 29, item 4: 'unknown' with the reservation id when the provider did not answer
        response: { 200: ZHotelResV2Response, ...errors, 422: ZErrorBody, 502: ZBookingFailureBody },
      },
    },
    async (request, reply) => {
      const answer = await bookThirdHotel(deps, request.user, request.body, idempotencyKeyOf(request));
      return sendAnswer(reply, answer);
    },
  );
};
