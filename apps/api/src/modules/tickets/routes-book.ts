import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { parkOfProvider, ZPreReservarPark, ZTicketBookingRequest, ZErrorBody } from '@portal/domain';
import { z } from 'zod';
import { sendAnswer } from '../../lib/reply';
import { idempotencyKeyOf } from '../booking/idempotency';
import { bookTickets } from './book-service';
import type { TicketsDeps } from './deps';
import { ZBookingUnknownBody, ZTicketPreBookAnswer, ZTicketPreBookFailure } from '@portal/domain';

const schema = (summary: string) => ({
  tags: ['tickets'],
  security: [{ bearer: [] }],
  summary,
  headers: z.object({ 'idempotency-key': z.string().max(200).optional() }),
  body: ZTicketBookingRequest,
  response: {
    200: ZTicketPreBookAnswer,
    400: ZErrorBody,
    401: ZErrorBody,
    409: ZErrorBody,
    422: ZErrorBody,
    // unknown (issue 29, item 4): the supplier did not say, 'no la repita'; with reservaId when
    // the booking was written and the supplier failed it; without, when the supplier could not
    // even be asked to check it and nothing was written
    502: z.union([ZBookingUnknownBody, ZTicketPreBookFailure, ZErrorBody]),
  },
});

/** spec §7 pre-reservar: Walt Disney World or Universal, and the Disneyland variant. */
export const ticketBookingRoutes: FastifyPluginAsyncZod<{ deps: TicketsDeps }> = async (app, { deps }) => {
  app.post(
    '/tickets/pre-reservar/:provider',
    {
      schema: {
        ...schema('Pre-reserva de tickets de Walt Disney World o Universal (encabezado Idempotency-Key)'),
        params: z.object({ provider: ZPreReservarPark }),
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const key = idempotencyKeyOf(request);
      const answer = await bookTickets(deps, {
        park: parkOfProvider(provider),
        route: `tickets/pre-reservar/${provider}`,
        key,
        user: request.user,
        body: request.body,
      });
      return sendAnswer(reply, answer);
    },
  );

  app.post(
    '/tickets/pre-reservar-disneyland/Disney',
    { schema: schema('Pre-reserva de tickets de Disneyland (encabezado Idempotency-Key)') },
    async (request, reply) => {
      const key = idempotencyKeyOf(request);
      const answer = await bookTickets(deps, {
        park: 'disneyland',
        route: 'tickets/pre-reservar-disneyland/Disney',
        key,
        user: request.user,
        body: request.body,
      });
      return sendAnswer(reply, answer);
    },
  );
};
