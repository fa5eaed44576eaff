import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { guardBackOffice } from './guard';
import { adminAuditRoutes } from './audit/routes';
import { adminCreditRoutes } from './credit/routes';
import { adminMarkupsRoutes } from './markups/routes';
import { adminReportsRoutes } from './reports/routes';
import { adminEntitiesRoutes } from './entities/routes';
import { adminPostsRoutes } from './posts/routes';
import { adminRateSheetRoutes } from './rate-sheet/routes';
import { adminSeatBlocksRoutes } from './seat-blocks/routes';
import { adminSuppliersRoutes } from './suppliers/routes';
import { adminUsersRoutes } from './users/routes';

/**
 * The back office (/api/admin, issue 31): staff run the agency here. Every route needs a
 * session and names the permission of the roles table it needs (guard.ts); every change is
 * written to the audit log in the transaction that makes it (audit.ts).
 */
export const adminModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  guardBackOffice(app);
  await app.register(adminUsersRoutes);
  await app.register(adminEntitiesRoutes);
  await app.register(adminPostsRoutes, { config });
  await app.register(adminSeatBlocksRoutes, { config });
  await app.register(adminRateSheetRoutes, { config });
  await app.register(adminSuppliersRoutes);
  await app.register(adminAuditRoutes, { config });
  await app.register(adminMarkupsRoutes, { config });
  await app.register(adminCreditRoutes, { config });
  await app.register(adminReportsRoutes, { config });
};
