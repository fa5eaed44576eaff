import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';

/** GET /api/admin/reportes/ventas (issue 32, item 5) */
export const adminReportsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _opts) => {};
