import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHttpDisneyHotelSupplier } from '../../suppliers/disney-hotels';
import { createRemainingReader } from '../hotels/remaining-reader';
import { moduleDepsOf } from '../module-deps';
import type { DisneyHotelsDeps } from './deps';
import { settleDisneyRow } from './reconcile';
import { disneyHotelsRoutes } from './routes';

/** Hotel distribution (/api/hotels, spec §7): Disney hotels; every route needs the bearer token. */
export const disneyHotelsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: DisneyHotelsDeps = {
    ...moduleDepsOf(app, config),
    supplier: createHttpDisneyHotelSupplier(app.supplierHttp),
    remaining: createRemainingReader(app.database),
  };
  app.settlers['disney-hotels'] = async (rows) => {
    for (const row of rows) await settleDisneyRow(deps, row);
  };
  await app.register(disneyHotelsRoutes, { deps });
};
