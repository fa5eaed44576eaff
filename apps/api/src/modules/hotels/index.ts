import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHotelSuppliers, hotelCatalogue } from '../../suppliers/hotels';
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
      catalogue: hotelCatalogue,
      remaining: createRemainingReader(app.database),
    },
  });
};
