import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createAssistanceSupplier } from '../../suppliers/assistance';
import { moduleDepsOf } from '../module-deps';
import type { AssistanceDeps } from './deps';
import { settleVoucherRow } from './reconcile';
import { assistanceRoutes } from './routes';

/** Travel assistance, the UAssistance insurer (/api/assistance, spec §7): every route needs the bearer token. */
export const assistanceModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: AssistanceDeps = {
    ...moduleDepsOf(app, config),
    supplier: createAssistanceSupplier(app.supplierHttp),
  };
  app.settlers.assistance = async (rows) => {
    for (const row of rows) await settleVoucherRow(deps, row);
  };
  await app.register(assistanceRoutes, { deps });
};
