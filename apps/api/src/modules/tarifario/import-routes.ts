import { isStaff, MESSAGES, ZErrorBody, ZTarifarioImportSummary } from '@portal/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors';
import { importTarifarioWorkbook, TarifarioImportError } from '../../tarifario';
import type { TarifarioAnswers } from './answer-cache';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** A sheet of tens of thousands of rows is a few MB. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;

/**
 * POST tarifario/importar (ours, issue 17): staff load the agency's rate sheet as an .xlsx body.
 * Every row is checked first; a bad one rejects the whole file (400 naming the worksheet and
 * row, and the first problems found) and nothing is written.
 */
export const tarifarioImportRoutes: FastifyPluginAsyncZod<{ answers: TarifarioAnswers }> = async (
  app,
  { answers },
) => {
  app.addContentTypeParser(
    [XLSX, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: MAX_FILE_BYTES },
    (_req, body, done) => done(null, body),
  );

  app.post(
    '/tarifario/importar',
    {
      bodyLimit: MAX_FILE_BYTES,
      schema: {
        tags: ['main'],
        summary: 'Carga una planilla del tarifario (.xlsx): reemplaza las zonas que contiene, todo o nada',
        security: [{ bearer: [] }],
        consumes: [XLSX],
        response: { 200: ZTarifarioImportSummary, 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      if (!isStaff(request.user)) throw new AppError(403, MESSAGES.tarifarioStaffOnly);
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) throw badRequest(MESSAGES.tarifarioFileRequired);
      try {
        const summary = await importTarifarioWorkbook(app.db, file);
        answers.clear(); // this process answers the new rates at once
        return summary;
      } catch (err) {
        if (err instanceof TarifarioImportError) throw badRequest(err.message, err.issues);
        throw err;
      }
    },
  );
};
