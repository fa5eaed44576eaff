import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@portal/domain';
import { pageOf } from '@portal/domain/admin/paging';
import { ZRateSheetImport, ZRateSheetImportsQuery } from '@portal/domain/admin/rate-sheet';
import type { AppConfig } from '../../../config';
import { sheetInForce } from './export';
import { importsPage } from './history';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The rate sheet in the back office (issue 31, item 6): the history of uploads and the sheet in
 * force as .xlsx. The upload itself stays POST /api/main/tarifario/importar, which writes the history.
 */
export const adminRateSheetRoutes: FastifyPluginAsyncZod<{
  config: Pick<AppConfig, 'now' | 'tzAgency'>;
}> = async (app, { config }) => {
  app.get(
    '/tarifario/importaciones',
    {
      config: { permission: 'tarifario.cargar' },
      schema: {
        tags: ['admin'],
        summary:
          'Historial de cargas del tarifario: quién, cuándo, qué archivo, filas por zona o el motivo del rechazo',
        security: [{ bearer: [] }],
        querystring: ZRateSheetImportsQuery,
        response: { 200: pageOf(ZRateSheetImport), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await importsPage(app.db, query);
      return {
        items: rows.map(({ userId: _u, at, summary, ...r }) => ({
          ...r,
          at: at.toISOString(),
          summary: summary as z.infer<typeof ZRateSheetImport>['summary'],
        })),
        total,
        page: query.page,
        perPage: query.perPage,
      };
    },
  );

  app.get(
    '/tarifario/planilla',
    {
      config: { permission: 'tarifario.cargar' },
      schema: {
        tags: ['admin'],
        summary: 'La planilla del tarifario vigente (.xlsx), lista para editar y volver a cargar',
        security: [{ bearer: [] }],
        response: {
          200: z.any().describe(`La planilla (${XLSX})`),
          401: ZErrorBody,
          403: ZErrorBody,
        },
      },
    },
    async (_request, reply) => {
      const { file, fileName } = await sheetInForce(app.db, { now: config.now(), tz: config.tzAgency });
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
