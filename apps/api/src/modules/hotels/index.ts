import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHotelCatalogue, createHotelSuppliers } from '../../suppliers/hotels';
import { moduleDepsOf } from '../module-deps';
import { cachedSearches } from './avail-cache';
import { createRemainingReader } from './remaining-reader';
import type { HotelsDeps } from './deps';
import { settleHotelRows } from './reconcile';
import { hotelsRoutes } from './routes';

/** Multi-provider hotels (Omnibees-type booking service, /api/booking): every route needs the bearer token. */
export const hotelsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const { suppliers, cache } = cachedSearches(createHotelSuppliers(app.supplierHttp), {
    ttlMs: config.hotelAvailCacheMs,
  });
  const deps: HotelsDeps = {
    ...moduleDepsOf(app, config),
    suppliers,
    catalogue: createHotelCatalogue(app.supplierHttp),
    remaining: createRemainingReader(app.database, cache.clear),
  };
  app.settlers.hotels = (rows) => settleHotelRows(deps, rows);
  await app.register(hotelsRoutes, {
    deps,
    searches: { perUser: config.searchesPerUser, perProcess: config.searchesPerProcess },
  });
};
