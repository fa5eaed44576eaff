import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';

/** Omnibees-type booking service (/api/booking): every route needs the bearer token. */
export const bookingModule: FastifyPluginAsync<{ config: AppConfig }> = async (app) => {
  app.addHook('onRequest', app.authenticate);
};
