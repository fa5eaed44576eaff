import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@portal/domain';
import { salesReportFileName, ZSalesReport, ZSalesReportQuery } from '@portal/domain/commerce/sales-report';
import type { AppConfig } from '../../../config';
import { salesReport } from './service';
import { salesWorkbook } from './workbook';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** GET /api/admin/reportes/ventas (issue 32, item 5) */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/reportes/ventas',
    {
      config: { permission: 'reportes.ver' },
      schema: {
        tags: ['admin'],
        summary:
          'Reporte de ventas: reservas, venta, neto y margen por línea, proveedor, mes, vendedor o entidad, en una moneda (JSON o .xlsx)',
        security: [{ bearer: [] }],
        querystring: ZSalesReportQuery,
        response: {
          200: z.union([ZSalesReport, z.any().describe(`Con formato=xlsx, la planilla (${XLSX})`)]),
          400: ZErrorBody,
          401: ZErrorBody,
          403: ZErrorBody,
        },
      },
    },
    async (request, reply) => {
      const report = await salesReport(app.db, request.query, { now: config.now(), tz: config.tzAgency });
      if (request.query.formato === 'json') return report;
      return reply
        .type(XLSX)
        .header('content-disposition', `attachment; filename="${salesReportFileName(report)}"`)
        .header('cache-control', 'private, no-store')
        .send(await salesWorkbook(report));
    },
  );
};
