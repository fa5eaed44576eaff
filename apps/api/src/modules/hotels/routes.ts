import {
  ZCancelPendingResponse,
  ZHotelAvailRequest,
  ZProcessPendingRequest,
  ZBookingFailureBody,
  ZErrorBody,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES, type TCitiesZonesResponse } from '@portal/domain';
import { fromSupplier } from '../../errors';
import { createEncodedAnswers, preferredEncoding, sendEncoded, trustedJson } from '../../lib/encoded-answers';
import { searchLimits } from '../../lib/search-limits';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { searchAvailability } from './avail-service';
import { encodedLines, streamAvailability } from './avail-stream';
import { ZAvailStreamLine } from '@portal/domain/hotels/hotel-avail-stream';
import { pricingEntityOf } from '../markups/pricing-entity';
import type { HotelsDeps } from './deps';
import { cancelPending } from './cancel-pending-service';
import { processPending } from './pending-service';
import { bookHotels } from './book-service';
import {
  ZHotelAvailResponse,
  ZCitiesZonesResponse,
  ZReservateResponse,
  ZReservateRequest,
} from '@portal/domain';

const common = { tags: ['booking'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody } as const;
const bookingErrors = {
  ...errors,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
  // issue 29, item 4: a booking the supplier did not answer is 'unknown', with its reservation ids
  502: ZBookingFailureBody,
} as const;

/** The Omnibees-type booking service of spec §7 (multi-provider hotels). */
export const hotelsRoutes: FastifyPluginAsyncZod<{
  deps: HotelsDeps;
  searches: { perUser: number; perProcess: number };
}> = async (app, { deps, searches }) => {
  // a whole city's answer (~260 KiB) is written and compressed once for every agent who asks alike
  const encoded = createEncodedAnswers();
  // whole-city searches run a few at a time per agent and per process (a burst of 100 starved the server)
  const searchLimit = searchLimits(searches);
  // The content service's catalogue is checked against the spec's schema once per copy read.
  const checked = new WeakMap<object, TCitiesZonesResponse>();
  const catalogue = async () => {
    const answer = await fromSupplier(deps.catalogue.answer(), MESSAGES.serverError);
    let parsed = checked.get(answer);
    if (!parsed) checked.set(answer, (parsed = ZCitiesZonesResponse.parse(answer)));
    return parsed;
  };

  app.get(
    '/api/client/cities/zones',
    {
      schema: {
        ...common,
        summary: 'Ciudades, zonas y hoteles del catálogo (se pide una vez y se guarda)',
        response: { 200: ZCitiesZonesResponse, 401: ZErrorBody },
      },
      serializerCompiler: trustedJson,
    },
    async (_request, reply) => {
      const answer = await catalogue();
      // only to this user's browser: it answers authenticated users (issue 10, finding 12)
      reply.header('cache-control', 'private, max-age=86400');
      return answer;
    },
  );

  app.post(
    '/api/client/hotels/avail',
    {
      schema: {
        ...common,
        summary: 'Disponibilidad de hoteles en Omnibees, Prestige y HBSI, en paralelo',
        body: ZHotelAvailRequest,
        response: { 200: ZHotelAvailResponse, ...errors, 429: ZErrorBody, 502: ZErrorBody },
      },
      serializerCompiler: trustedJson,
      preHandler: searchLimit,
    },
    async (request, reply) => {
      const idEntidad = await pricingEntityOf(request, deps);
      const { answer, stamp } = await searchAvailability(deps, request.user, request.body, idEntidad);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      return sendEncoded(reply, await encoded(stamp, answer, encoding), encoding);
    },
  );

  app.post(
    '/api/client/hotels/avail/stream',
    {
      schema: {
        ...common,
        summary:
          'La misma búsqueda que avail, un renglón JSON por proveedor a medida que responde (application/x-ndjson)',
        description:
          'Renglones: { buscando }, uno por proveedor en el orden en que responde ({ proveedor, estado, ms, hoteles }) y { fin, failedSuppliers, proveedores }; si fallan todos, el último trae el mensaje del 502 de avail.',
        body: ZHotelAvailRequest,
        produces: ['application/x-ndjson'],
        response: { 200: ZAvailStreamLine, ...errors, 429: ZErrorBody, 502: ZErrorBody },
      },
      // each line is flushed by encodedLines; the plugin's compressor would hold them back
      compress: false,
      preHandler: searchLimit,
    },
    async (request, reply) => {
      const idEntidad = await pricingEntityOf(request, deps);
      const lines = await streamAvailability(deps, request.user, request.body, idEntidad);
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      reply.header('vary', 'accept-encoding').header('x-accel-buffering', 'no');
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      // the 200 schema describes each line; what is sent is the stream of them
      const body = encodedLines(lines, encoding) as never;
      return reply.type('application/x-ndjson; charset=utf-8').send(body);
    },
  );

  app.post(
    '/api/client/hotels/reservate',
    {
      schema: {
        ...common,
        summary: 'Reserva de hasta 3 habitaciones de un destino (requiere Idempotency-Key)',
        body: ZReservateRequest,
        response: { 200: ZReservateResponse, ...bookingErrors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const answer = await bookHotels(deps, request.user, request.body, key);
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/api/hotels/processPendingReservations',
    {
      schema: {
        ...common,
        summary: 'Confirma las reservas no reembolsables pendientes del usuario (requiere Idempotency-Key)',
        body: ZProcessPendingRequest,
        response: { 200: ZReservateResponse, ...bookingErrors },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const answer = await processPending(deps, request.user, request.body, key);
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/api/hotels/cancelPendingReservations',
    {
      schema: {
        ...common,
        summary:
          'Cancela las reservas no reembolsables que el agente no aceptó (llamada propia, no del spec)',
        body: ZProcessPendingRequest,
        response: { 200: ZCancelPendingResponse, ...errors, 404: ZErrorBody, 409: ZErrorBody },
      },
    },
    async (request) => cancelPending(deps, request.user, request.body),
  );
};
