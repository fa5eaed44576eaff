import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createHttpThirdProviderSupplier } from '../../suppliers/third-provider';
import { createRemainingReader } from '../allotments/remaining-reader';
import { moduleDepsOf } from '../module-deps';
import type { ThirdHotelsDeps } from './deps';
import { settleThirdRow } from './reconcile';
import { rebuiltRoomAnswer, roomCanceller } from '../allotments/room-booking';
import { thirdBookingAnswer } from './answers';
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
  app.productLines.register({
    key: 'third-hotels',
    settle: async (rows) => {
      for (const row of rows) await settleThirdRow(deps, row);
    },
    keyAnswer: async ([row]) => rebuiltRoomAnswer(row, thirdBookingAnswer),
    // issue 29, item 6: the room goes back to hotel_allotments with the cancellation, as Disney's
    cancel: roomCanceller(deps, (code) => deps.supplier.cancel(code)),
  });
  await app.register(thirdHotelsRoutes, { deps });
};
