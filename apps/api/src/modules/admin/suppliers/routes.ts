import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSupplierHealthAnswer, HEALTH_WINDOW_MINUTES } from '@portal/domain/admin/supplier-health';
import { SUPPLIER_NAMES } from '@portal/domain/supplier-wire/suppliers';
import { ZErrorBody } from '@portal/domain';

/**
 * GET /api/admin/proveedores (issue 31, item 7): per supplier, the last 15 minutes of calls,
 * error rate, p50 / p95 latency and last error, with its state; failing ones first.
 */
export const adminSuppliersRoutes: FastifyPluginAsyncZod = async (app) => {
  const order = { fallando: 0, 'con-errores': 1, normal: 2, 'sin-llamadas': 3 } as const;
  app.get(
    '/proveedores',
    {
      config: { permission: 'proveedores.ver' },
      schema: {
        tags: ['admin'],
        summary: 'Salud de los proveedores: llamadas, errores y latencia de los últimos 15 minutos',
        security: [{ bearer: [] }],
        response: { 200: ZSupplierHealthAnswer, 401: ZErrorBody, 403: ZErrorBody },
      },
    },
    async (_request, reply) => {
      const suppliers = SUPPLIER_NAMES.map((name) => app.supplierWindow.healthOf(name)).sort(
        (a, b) => order[a.state] - order[b.state] || a.supplier.localeCompare(b.supplier),
      );
      reply.header('cache-control', 'no-store');
      return { generatedAt: new Date().toISOString(), windowMinutes: HEALTH_WINDOW_MINUTES, suppliers };
    },
  );
};
