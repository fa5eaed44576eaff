import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createTtlCache } from '../../lib/ttl-cache';
import { createHttpDisneyHotelSupplier, type DisneyHotelOffer } from '../../suppliers/disney-hotels';
import { createRemainingReader } from '../allotments/remaining-reader';
import { moduleDepsOf } from '../module-deps';
import type { DisneyHotelsDeps } from './deps';
import { settleDisneyRow } from './reconcile';
import { rebuiltRoomAnswer, roomCanceller } from '../allotments/room-booking';
import { disneyBookingAnswer } from './book-service';
import { disneyHotelsRoutes } from './routes';

/** Hotel distribution (/api/hotels, spec §7): Disney hotels; every route needs the bearer token. */
export const disneyHotelsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const supplier = createHttpDisneyHotelSupplier(app.supplierHttp);
  // Agents search the same weeks: Disney is asked once per stay and rooming for a while (the
  // hotels' HOTEL_AVAIL_CACHE_MS); our allotment is applied on every search, rates re-priced
  // at booking, and a booking or a room given back empties it.
  const searches = createTtlCache<DisneyHotelOffer[]>({ ttlMs: config.hotelAvailCacheMs });
  const deps: DisneyHotelsDeps = {
    ...moduleDepsOf(app, config),
    supplier: { ...supplier, search: (q) => searches.get(JSON.stringify(q), () => supplier.search(q)) },
    remaining: createRemainingReader(app.database, searches.clear),
  };
  app.productLines.register({
    key: 'disney-hotels',
    settle: async (rows) => {
      for (const row of rows) await settleDisneyRow(deps, row);
    },
    keyAnswer: async ([row]) => rebuiltRoomAnswer(row, disneyBookingAnswer),
    cancel: roomCanceller(deps, (code) => deps.supplier.cancel(code)),
  });
  await app.register(disneyHotelsRoutes, { deps });
};
