import fs from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@portal/domain';
import {
  statementFileName,
  ZStatement,
  ZStatementParams,
  ZStatementQuery,
} from '@portal/domain/commerce/statement';
import type { AppConfig } from '../../../config';
import { moduleDepsOf } from '../../module-deps';
import { renderStatementPdf, type Agency } from './pdf';
import { statementOf } from './service';
import { instantText } from './view';
import { statementWorkbook } from './xlsx';

const TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/** Read once at start-up, as the voucher's: a wrong AGENCY_LOGO_PATH stops the app, not each file. */
async function loadAgency({ name, logoPath }: AppConfig['agency']): Promise<Agency> {
  try {
    return { name, logo: await fs.readFile(logoPath) };
  } catch (err) {
    throw new Error(`AGENCY_LOGO_PATH: no se pudo leer ${logoPath}`, { cause: err });
  }
}

/** GET /api/main/cuenta-corriente/{idEntidad} (issue 32, item 4) */
export const statementRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const agency = await loadAgency(config.agency);
  const deps = { ...moduleDepsOf(app, config), sessions: app.sessions };

  app.get(
    '/cuenta-corriente/:idEntidad',
    {
      schema: {
        tags: ['main'],
        summary:
          'Cuenta corriente de una entidad cliente: reservas, cancelaciones, penalidades y pagos con su saldo (json, xlsx o pdf)',
        description:
          'Personal con el permiso cuentas.ver: cualquier entidad; un agente AS: las entidades para las que reserva. ' +
          'Con formato=xlsx o formato=pdf la respuesta es el archivo.',
        security: [{ bearer: [] }],
        params: ZStatementParams,
        querystring: ZStatementQuery,
        response: {
          200: ZStatement.or(z.any().describe('El archivo (.xlsx o PDF)')),
          400: ZErrorBody,
          401: ZErrorBody,
          404: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const { formato, ...query } = request.query;
      const statement = await statementOf(deps, request.user, request.params.idEntidad, query);
      if (formato === 'json') return statement;
      const printedAt = instantText(config.now(), config.tzAgency);
      const file =
        formato === 'xlsx'
          ? await statementWorkbook(statement, agency.name, printedAt)
          : await renderStatementPdf(statement, agency, printedAt);
      return reply
        .type(TYPES[formato])
        .header('content-disposition', `attachment; filename="${statementFileName(statement, formato)}"`)
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
