import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import type { TCarBrand, TCarLocation } from '@portal/domain';
import { createTtlCache } from '../../lib/ttl-cache';
import { createCarSuppliers, type CarSupplier, type CarSuppliers } from '../../suppliers/cars';
import { moduleDepsOf } from '../module-deps';
import { bySupplierCode } from '../reservations/cancel-service';
import type { CarsDeps } from './deps';
import { carKeyAnswer, settleCarRow } from './reconcile';
import { carsRoutes } from './routes';

/**
 * Offices and their hours change seldom, and every search and booking checks two: a brand is
 * asked for an office once every 10 minutes (a failed ask is not kept).
 */
const withOfficeCache = (suppliers: CarSuppliers): CarSuppliers => {
  const offices = createTtlCache<TCarLocation | undefined>({ ttlMs: 10 * 60_000 });
  const wrap = (s: CarSupplier): CarSupplier => ({
    ...s,
    location: (code) => offices.get(`${s.brand}|${code}`, () => s.location(code)),
  });
  return { AVIS: wrap(suppliers.AVIS), BUDGET: wrap(suppliers.BUDGET) };
};

/** Car rental, AVIS and BUDGET (/api/cars, spec §7): every route needs the bearer token. */
export const carsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: CarsDeps = {
    ...moduleDepsOf(app, config),
    suppliers: withOfficeCache(createCarSuppliers(app.supplierHttp)),
  };
  app.productLines.register({
    key: 'cars',
    settle: async (rows) => {
      for (const row of rows) await settleCarRow(deps, row);
    },
    keyAnswer: carKeyAnswer,
    cancel: bySupplierCode((row, code) => deps.suppliers[row.supplier as TCarBrand].cancel(code)),
  });
  await app.register(carsRoutes, { deps });
};
