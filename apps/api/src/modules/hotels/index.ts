import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHotelSuppliers } from '../../suppliers/hotels/factory';
import { moduleDepsOf } from '../module-deps';
import { createRemainingReader } from './remaining-reader';
import { hotelsRoutes } from './routes';

/** Multi-provider hotels (Omnibees-type booking service, /api/booking): every route needs the bearer token. */
export const hotelsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(hotelsRoutes, {
    deps: {
      ...moduleDepsOf(app, config),
      suppliers: createHotelSuppliers(config),
      remaining: createRemainingReader(app.database),
    },
  });
};
