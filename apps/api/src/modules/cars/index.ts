import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createCarSuppliers } from '../../suppliers/cars';
import { moduleDepsOf } from '../module-deps';
import type { CarsDeps } from './deps';
import { settleCarRow } from './reconcile';
import { carsRoutes } from './routes';

/** Car rental, AVIS and BUDGET (/api/cars, spec §7): every route needs the bearer token. */
export const carsModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: CarsDeps = { ...moduleDepsOf(app, config), suppliers: createCarSuppliers(app.supplierHttp) };
  app.settlers.cars = async (rows) => {
    for (const row of rows) await settleCarRow(deps, row);
  };
  await app.register(carsRoutes, { deps });
};
