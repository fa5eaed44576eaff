import {
  ZErrorBody,
  ZTarifarioDestinationsResponse,
  ZTarifarioRequest,
  ZTarifarioResponse,
} from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  answerId,
  createEncodedAnswers,
  preferredEncoding,
  sendEncoded,
  trustedJson,
} from '../../lib/encoded-answers';
import type { TarifarioAnswers } from './answer-cache';
import { listDestinations } from './repo';
import { searchTarifario } from './search-service';

const common = { tags: ['main'], security: [{ bearer: [] }] };
const errors = { 400: ZErrorBody, 401: ZErrorBody } as const;

/** The destinations change when staff load a sheet: the portal keeps them a day (spec §7, §9). */
const DESTINATIONS_CACHE = 'private, max-age=86400';

/** The agency's rate sheet (spec §7 under /api/main): its destinations and a search. */
export const tarifarioRoutes: FastifyPluginAsyncZod<{ answers: TarifarioAnswers }> = async (
  app,
  { answers },
) => {
  const encoded = createEncodedAnswers(200);
  app.get(
    '/destinos-tarifarios-htls',
    {
      schema: {
        ...common,
        summary: 'Países y zonas del tarifario (se puede guardar 24 h)',
        response: { 200: ZTarifarioDestinationsResponse, ...errors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', DESTINATIONS_CACHE);
      return { data: { destinos: await listDestinations(app.db) } };
    },
  );

  app.post(
    '/get-tarifario',
    {
      schema: {
        ...common,
        summary:
          'Hoteles (períodos que cruzan la estadía, el más económico primero), excursiones y traslados de una zona',
        body: ZTarifarioRequest,
        response: { 200: ZTarifarioResponse, ...errors },
      },
      // built by our own code from our own tables (search.test.ts checks it against the schema)
      serializerCompiler: trustedJson,
    },
    async (request, reply) => {
      const { destino, checkin, checkout } = request.body;
      const key = `${destino}|${checkin}|${checkout}`;
      const answer = await answers.get(key, () => searchTarifario(app.db, request.body));
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const bytes = await encoded(`${key}|${answerId(answer)}`, () => answer, encoding);
      return sendEncoded(reply, bytes, encoding);
    },
  );
};
