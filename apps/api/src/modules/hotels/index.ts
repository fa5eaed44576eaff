import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHotelCatalogue, createHotelSuppliers } from '../../suppliers/hotels';
import { moduleDepsOf } from '../module-deps';
import { bySupplierCode } from '../reservations/cancel-service';
import type { HotelSupplierKey } from '../../suppliers/hotels';
import { needsOf, type StoredRequest } from './answers';
import { releaseAllotments } from '../allotments/repo';
import { cachedSearches } from './avail-cache';
import { createRemainingReader } from '../allotments/remaining-reader';
import type { HotelsDeps } from './deps';
import { hotelKeyAnswer, settleHotelRows } from './reconcile';
import { hotelsRoutes } from './routes';

/** Multi-provider hotels (Omnibees-type booking service, /api/booking): every route needs the bearer token. */
export const hotelsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const { suppliers, cache } = cachedSearches(createHotelSuppliers(app.supplierHttp, config.suppliers), {
    ttlMs: config.hotelAvailCacheMs,
  });
  const deps: HotelsDeps = {
    ...moduleDepsOf(app, config),
    suppliers,
    catalogue: createHotelCatalogue(app.supplierHttp),
    remaining: createRemainingReader(app.database, cache.clear),
  };
  app.productLines.register({
    key: 'hotels',
    settle: (rows) => settleHotelRows(deps, rows),
    keyAnswer: hotelKeyAnswer(deps),
    cancel: bySupplierCode((row, code) => deps.suppliers[row.supplier as HotelSupplierKey].cancel(code), {
      giveBack: (tx, row) => {
        const r = row.request as StoredRequest;
        return releaseAllotments(tx, needsOf(r.rateKey, r.allotment ?? []));
      },
      after: () => deps.remaining.invalidate(),
    }),
  });
  await app.register(hotelsRoutes, {
    deps,
    searches: { perUser: config.searchesPerUser, perProcess: config.searchesPerProcess },
  });
};
