import {
  ZAssistanceQuoteRequest,
  ZAssistanceQuotesResponse,
  ZBookingFailureBody,
  ZErrorBody,
  ZSelectedQuoteParams,
  ZSelectedQuoteResponse,
  ZVoucherHeaders,
  ZVoucherRequest,
  ZVoucherResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { pricingEntityOf } from '../markups/pricing-entity';
import type { AssistanceDeps } from './deps';
import { quoteAssistance } from './quote-service';
import { selectQuote } from './select-service';
import { bookAssistance } from './book-service';

const common = { tags: ['assistance'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody, 502: ZErrorBody } as const;

/** The assistance service of spec §7 (/api/assistance): the UAssistance insurer. */
export const assistanceRoutes: FastifyPluginAsyncZod<{ deps: AssistanceDeps }> = async (app, { deps }) => {
  app.post(
    '/cotizador/cotizaciones',
    {
      schema: {
        ...common,
        summary: 'Planes por días y anuales (estos, para viajes de hasta 30 días) para el viaje y las edades',
        body: ZAssistanceQuoteRequest,
        response: { 200: ZAssistanceQuotesResponse, ...errors },
      },
    },
    async (request) =>
      quoteAssistance(deps, request.user, request.body, await pricingEntityOf(request, deps)),
  );

  app.post(
    '/cotizador/cotizacion-seleccionada/:quoteId',
    {
      schema: {
        ...common,
        summary: 'Envía el plan elegido a la aseguradora: aceptado, o rechazado (vencido, precio cambiado)',
        params: ZSelectedQuoteParams,
        response: { 200: ZSelectedQuoteResponse, ...errors, 409: ZErrorBody },
      },
    },
    async (request) =>
      selectQuote(deps, request.user, request.params.quoteId, await pricingEntityOf(request, deps)),
  );

  app.post(
    '/voucher/pre-reserva',
    {
      schema: {
        ...common,
        summary: 'Pre-reserva del plan aceptado (encabezado idCotizacion; requiere Idempotency-Key)',
        headers: ZVoucherHeaders,
        body: ZVoucherRequest,
        // issue 29, item 4: 'unknown' with the reservation id when the insurer did not answer
        response: {
          200: ZVoucherResponse,
          ...errors,
          409: ZErrorBody,
          422: ZErrorBody,
          502: ZBookingFailureBody,
        },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await bookAssistance(
          deps,
          request.user,
          request.body,
          request.headers.idcotizacion,
          idempotencyKeyOf(request),
        ),
      ),
  );
};
