import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createTicketSuppliers } from '../../suppliers/tickets';
import type { TicketsContext } from './context';
import { bookingRoutes } from './routes-booking';
import { disneyRoutes } from './routes-disney';
import { universalRoutes } from './routes-universal';

/** Theme-park tickets service (/api/tickets): every route needs the bearer token. */
export const ticketsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const ctx: TicketsContext = {
    db: app.db,
    suppliers: createTicketSuppliers(config),
    tzAgency: config.tzAgency,
    log: app.log,
  };
  await app.register(disneyRoutes, { ctx });
  await app.register(universalRoutes, { ctx });
  await app.register(bookingRoutes, { ctx });
};
