import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';

/** GET/POST /api/admin/margenes, PUT/DELETE /api/admin/margenes/{id} (issue 32, item 1) */
export const adminMarkupsRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _opts) => {};
