import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { authRoutes } from './auth/routes';
import { passwordRoutes } from './auth/password-routes';
import { sessionRoutes } from './auth/session-routes';
import { entitiesRoutes } from './entities/routes';
import { postsRoutes } from './posts/routes';
import { statementRoutes } from './statement/routes';

/**
 * The main back end (/api/main): login, session, posts and client entities; login is public,
 * everything else needs the bearer token. Mis reservas and the rate sheet share the prefix as
 * modules of their own (app.ts).
 */
export const mainModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  await app.register(authRoutes, {
    clientId: config.loginClientId,
    clientSecret: config.loginClientSecret,
    defaultCountry: config.defaultCountry,
  });
  await app.register(async (secured) => {
    secured.addHook('onRequest', secured.authenticate);
    await secured.register(postsRoutes, { config });
    await secured.register(entitiesRoutes);
    await secured.register(sessionRoutes);
    await secured.register(passwordRoutes);
    await secured.register(statementRoutes, { config });
  });
};
