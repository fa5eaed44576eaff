import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHttpThirdProviderSupplier } from '../../suppliers/third-provider';
import { createRemainingReader } from '../hotels/remaining-reader';
import { moduleDepsOf } from '../module-deps';
import { bySupplierCode } from '../reservations/cancel-service';
import type { ThirdHotelsDeps } from './deps';
import { settleThirdRow } from './reconcile';
import { thirdHotelsRoutes } from './routes';

/**
 * Hotel distribution (/api/hotels, spec §7): the third wholesale provider, hoteldispo/ and
 * hotelResV2; every route needs the bearer token.
 */
export const thirdHotelsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: ThirdHotelsDeps = {
    ...moduleDepsOf(app, config),
    supplier: createHttpThirdProviderSupplier(app.supplierHttp),
    remaining: createRemainingReader(app.database),
  };
  app.settlers['third-hotels'] = async (rows) => {
    for (const row of rows) await settleThirdRow(deps, row);
  };
  app.cancellers['third-hotels'] = bySupplierCode((_, code) => deps.supplier.cancel(code));
  await app.register(thirdHotelsRoutes, { deps });
};
