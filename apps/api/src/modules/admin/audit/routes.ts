import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditEntry, ZAuditQuery } from '@portal/domain/admin/audit';
import { pageOf } from '@portal/domain/admin/paging';
import { ZErrorBody } from '@portal/domain';
import type { AppConfig } from '../../../config';
import { auditPage } from './repo';

/** GET /api/admin/auditoria (issue 31, item 8): the back office's changes, searched and paged. */
export const adminAuditRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/auditoria',
    {
      config: { permission: 'auditoria.ver' },
      schema: {
        tags: ['admin'],
        summary: 'Registro de auditoría: quién cambió qué y cuándo, con el antes y el después',
        security: [{ bearer: [] }],
        querystring: ZAuditQuery,
        response: { 200: pageOf(ZAuditEntry), 400: ZErrorBody, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await auditPage(app.db, query, config.tzAgency);
      return {
        items: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
        total,
        page: query.page,
        perPage: query.perPage,
      };
    },
  );
};
