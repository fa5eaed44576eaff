import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { authRoutes } from './auth/routes';
import { sessionRoutes } from './auth/session-routes';
import { entitiesRoutes } from './entities/routes';
import { postsRoutes } from './posts/routes';
import { reservationsRoutes } from '../reservations/routes';
import { voucherRoutes } from '../reservations/voucher-routes';
import { createTarifarioAnswers } from '../tarifario/answer-cache';
import { tarifarioImportRoutes } from '../tarifario/import-routes';
import { tarifarioRoutes } from '../tarifario/routes';

/** The main back end (/api/main): login is public, everything else needs the bearer token. */
export const mainModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(authRoutes, {
    clientId: config.loginClientId,
    clientSecret: config.loginClientSecret,
    defaultCountry: config.defaultCountry,
  });
  await app.register(async (secured) => {
    secured.addHook('onRequest', secured.authenticate);
    await secured.register(postsRoutes);
    await secured.register(entitiesRoutes);
    await secured.register(reservationsRoutes, { tzAgency: config.tzAgency });
    await secured.register(voucherRoutes, {
      tzAgency: config.tzAgency,
      agency: config.agency,
      defaultCountry: config.defaultCountry,
    });
    await secured.register(sessionRoutes);
    const answers = createTarifarioAnswers();
    await secured.register(tarifarioRoutes, { answers });
    await secured.register(tarifarioImportRoutes, { answers });
  });
};
