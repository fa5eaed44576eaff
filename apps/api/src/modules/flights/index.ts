import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { moduleDepsOf } from '../module-deps';
import type { FlightsDeps } from './deps';
import { releaseSeats } from './repo';
import { flightsRoutes } from './routes';
import { flightKeyAnswer } from './book-service';

/** Flights on the agency's seat quotas (/api/flights, spec §7): every route needs the bearer token. */
export const flightsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: FlightsDeps = moduleDepsOf(app, config);
  app.productLines.register({
    key: 'flights',
    // seats and row are one transaction, confirmed in it, so no flight row is ever left
    // pending; one that were would be logged by the reconciler as a fault
    settle: null,
    keyAnswer: flightKeyAnswer(deps.db),
    // the quota is ours: nobody to ask; the seats go back with the row's cancellation
    cancel: {
      atSupplier: async () => undefined,
      giveBack: (tx, row) => {
        const r = row.request as { idTramo: number; idTramoVuelta: number; pasajeros: unknown[] };
        return releaseSeats(tx, [r.idTramo, r.idTramoVuelta], r.pasajeros.length);
      },
    },
  });
  await app.register(flightsRoutes, { deps });
};
