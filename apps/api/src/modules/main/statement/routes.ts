import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../../config';

/** GET /api/main/cuenta-corriente/{idEntidad} (issue 32, item 4) */
export const statementRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (_app, _opts) => {};
