import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createAssistanceSupplier } from '../../suppliers/assistance';
import { loadOrCreateSecret } from '../../lib/jwt-secret';
import { moduleDepsOf } from '../module-deps';
import { bySupplierCode } from '../reservations/cancel-service';
import { createQuoteIds } from './quote-ids';
import type { AssistanceDeps } from './deps';
import { settleVoucherRow, voucherKeyAnswer } from './reconcile';
import { assistanceRoutes } from './routes';

/** Travel assistance, the UAssistance insurer (/api/assistance, spec §7): every route needs the bearer token. */
export const assistanceModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: AssistanceDeps = {
    ...moduleDepsOf(app, config),
    supplier: createAssistanceSupplier(app.supplierHttp),
    // the session key signs quote ids too (a key derived from it): every API process knows them
    quoteIds: createQuoteIds(config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir))),
  };
  app.productLines.register({
    key: 'assistance',
    settle: async (rows) => {
      for (const row of rows) await settleVoucherRow(deps, row);
    },
    keyAnswer: voucherKeyAnswer,
    cancel: bySupplierCode((_, code) => deps.supplier.cancel(code)),
  });
  await app.register(assistanceRoutes, { deps });
};
