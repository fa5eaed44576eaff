import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { reservationsRoutes } from './routes';
import { voucherRoutes } from './voucher-routes';

/**
 * Mis reservas (/api/main/reservas…, issue 18): the list, one booking, its cancellation and its
 * voucher; every route needs the bearer token. The booking path and reconciliation it shares
 * with every product line live beside it (book-written-row.ts, reconciler.ts).
 */
export const reservationsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  await app.register(reservationsRoutes, { tzAgency: config.tzAgency, now: config.now });
  await app.register(voucherRoutes, {
    tzAgency: config.tzAgency,
    now: config.now,
    agency: config.agency,
    defaultCountry: config.defaultCountry,
  });
};
