import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHotelSuppliers } from '../../suppliers/hotels/factory';
import { createRemainingReader } from './remaining-reader';
import { bookingRoutes } from './routes';

/** Omnibees-type booking service (/api/booking): every route needs the bearer token. */
export const bookingModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(bookingRoutes, {
    deps: {
      db: app.db,
      suppliers: createHotelSuppliers(config),
      tzAgency: config.tzAgency,
      now: () => new Date(),
      log: app.log,
      remaining: createRemainingReader(app.database),
    },
  });
};
