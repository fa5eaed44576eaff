import { MESSAGES, ZErrorBody, ZTarifarioImportSummary } from '@portal/domain';
import { rateSheetFileName } from '@portal/domain/admin/rate-sheet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../errors';
import { actorOf } from '../admin/audit';
import { userMay } from '../admin/guard';
import { recordAccepted, recordRefused, refusalText, type Upload } from '../admin/rate-sheet/history';
import {
  IMPORT_LIMITS,
  importTarifarioWorkbook,
  TarifarioImportBusyError,
  TarifarioImportError,
} from './workbook';
import type { TarifarioAnswers } from './answer-cache';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MAX_FILE_BYTES = IMPORT_LIMITS.fileBytes;
/**
 * A 50,000-row sheet took over 30 s on a busy machine, and the connection's idle timeout (30 s)
 * cut it before the answer (issue 29, item 1): the upload waits this long for its answer.
 */
const ANSWER_WITHIN_MS = 5 * 60_000;

/** Who sent the upload, under which name (X-File-Name, optional) and how big it is. */
const uploadOf = (request: FastifyRequest): Upload => ({
  actor: actorOf(request),
  fileName: rateSheetFileName(request.headers['x-file-name']),
  fileBytes: Buffer.isBuffer(request.body) ? request.body.length : 0,
});

/**
 * POST tarifario/importar (ours, issue 17): staff load the agency's rate sheet as an .xlsx body.
 * Every row is checked first; a bad one rejects the whole file (400 naming the worksheet and
 * row, and the first problems found) and nothing is written. A file past the limits of
 * tarifario/limits.ts is refused with 400 before it is unpacked or while it is, and an upload
 * while another import runs in this process gets 429 (issue 29, item 1).
 *
 * Every upload the staff may make is kept in the back office's history (issue 31, item 6),
 * loaded or refused. A 429 is not: the file was not looked at, and the history would otherwise
 * show a refusal of a file that may be fine; the person sends it again.
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
        description:
          'El encabezado opcional X-File-Name (codificado como URL) da el nombre del archivo que guarda el historial.',
        security: [{ bearer: [] }],
        consumes: [XLSX],
        response: {
          200: ZTarifarioImportSummary,
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
          429: ZErrorBody,
        },
      },
    },
    async (request) => {
      // the roles table, with the role the database has now (issue 31, item 1)
      if (!(await userMay(request, 'tarifario.cargar'))) throw new AppError(403, MESSAGES.tarifarioStaffOnly);
      const upload = uploadOf(request);
      const file = request.body;
      if (!Buffer.isBuffer(file) || file.length === 0) {
        await recordRefused(app.db, upload, MESSAGES.tarifarioFileRequired);
        throw badRequest(MESSAGES.tarifarioFileRequired);
      }
      const socket: { setTimeout?: (ms: number) => unknown } = request.raw.socket;
      socket.setTimeout?.(ANSWER_WITHIN_MS); // app.inject's socket has none
      try {
        const summary = await importTarifarioWorkbook(app.db, file, {
          // the history row and the audit entry go in the load's own transaction
          onLoaded: (tx, loaded) => recordAccepted(tx, upload, { ...loaded, porZona: loaded.porZona ?? [] }),
        });
        answers.clear(); // this process answers the new rates at once
        return summary;
      } catch (err) {
        if (err instanceof TarifarioImportError) {
          await recordRefused(app.db, upload, refusalText(err.message, err.issues));
          throw badRequest(err.message, err.issues);
        }
        if (err instanceof TarifarioImportBusyError) throw new AppError(429, err.message);
        throw err;
      }
    },
  );
};
