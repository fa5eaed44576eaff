import type { FastifyPluginAsync } from 'fastify';
import type { AppConfig } from '../../config';
import { createTtlCache } from '../../lib/ttl-cache';
import {
  createDestServicesSupplier,
  type DestServicesActivity,
  type DestServicesDestination,
  type DestServicesLocation,
  type DestServicesSupplier,
} from '../../suppliers/activities';
import { moduleDepsOf } from '../module-deps';
import { bySupplierCode } from '../reservations/cancel-service';
import type { ActivitiesDeps } from './deps';
import { settleUtilityRow, utilityKeyAnswer } from './reconcile';
import { activitiesRoutes } from './routes';

/**
 * Destinations, activities and transfer points change seldom and every screen asks them: kept
 * 10 minutes per key (a failed ask is not kept). Availability is never kept: it holds places.
 */
const withStaticCache = (s: DestServicesSupplier): DestServicesSupplier => {
  const ttl = { ttlMs: 10 * 60_000 };
  const destinations = createTtlCache<DestServicesDestination[]>(ttl);
  const activities = createTtlCache<DestServicesActivity[]>(ttl);
  const locations = createTtlCache<DestServicesLocation[]>(ttl);
  return {
    ...s,
    destinations: (f) => destinations.get(f.toLowerCase(), () => s.destinations(f)),
    activities: (code) => activities.get(code, () => s.activities(code)),
    transferLocations: (code) => locations.get(code, () => s.transferLocations(code)),
  };
};

/** Activities and transfers (/api/utilities, spec §7): every route needs the bearer token. */
export const activitiesModule: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  app.addHook('onRequest', app.authenticate);
  const deps: ActivitiesDeps = {
    ...moduleDepsOf(app, config),
    supplier: withStaticCache(createDestServicesSupplier(app.supplierHttp)),
  };
  const settle = async (rows: Parameters<typeof settleUtilityRow>[1][]) => {
    for (const row of rows) await settleUtilityRow(deps, row);
  };
  // activities and transfers: two lines, one supplier (the destination-services provider)
  const cancel = bySupplierCode((_, code) => deps.supplier.cancel(code));
  for (const key of ['activities', 'transfers'] as const)
    app.productLines.register({ key, settle, keyAnswer: utilityKeyAnswer, cancel });
  await app.register(activitiesRoutes, { deps });
};
