import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createTicketSuppliers } from '../../suppliers/tickets';
import { moduleDepsOf } from '../module-deps';
import { ticketCanceller } from './cancel';
import type { TicketsDeps } from './deps';
import { settleTicketRow, ticketKeyAnswer } from './reconcile';
import { ticketBookingRoutes } from './routes-book';
import { disneyRoutes } from './routes-disney';
import { universalRoutes } from './routes-universal';

/** Theme-park tickets service (/api/tickets): every route needs the bearer token. */
export const ticketsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: TicketsDeps = {
    ...moduleDepsOf(app, config),
    suppliers: createTicketSuppliers(app.supplierHttp),
  };
  app.productLines.register({
    key: 'tickets',
    settle: async (rows) => {
      for (const row of rows) await settleTicketRow(deps, row);
    },
    keyAnswer: ticketKeyAnswer,
    cancel: ticketCanceller(deps),
  });
  await app.register(disneyRoutes, { deps });
  await app.register(universalRoutes, { deps });
  await app.register(ticketBookingRoutes, { deps });
};
