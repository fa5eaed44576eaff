import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';

/** GET/PUT /api/admin/entidades/{id}/credito, POST /api/admin/entidades/{id}/pagos (issue 32, items 2-3) */
export const adminCreditRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _opts) => {};
