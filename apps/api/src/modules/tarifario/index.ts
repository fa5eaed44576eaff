import type { FastifyPluginAsync } from 'fastify';
import { createTarifarioAnswers } from './answer-cache';
import { tarifarioImportRoutes } from './import-routes';
import { tarifarioRoutes } from './routes';

/**
 * The agency's rate sheet (/api/main, spec §7 destinos-tarifarios-htls and get-tarifario; the
 * upload tarifario/importar for staff): every route needs the bearer token. The workbook's
 * import, shared with the command line, is in workbook/.
 */
export const tarifarioModule: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.authenticate);
  // one cache of answers: an import empties it
  const answers = createTarifarioAnswers();
  await app.register(tarifarioRoutes, { answers });
  await app.register(tarifarioImportRoutes, { answers });
};
