import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';

/** Theme-park tickets service (/api/tickets): every route needs the bearer token. */
export const ticketsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
