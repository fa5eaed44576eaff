import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { agencyToday, type IsoDate } from '@portal/domain';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';

/**
 * What every module's services get, in one object (modules/README.md): the module's `index.ts`
 * builds it from the app once; tests build it with their own parts (a clock, a failing db).
 */
export type ModuleDeps = {
  db: Db;
  tzAgency: string;
  now: () => Date;
  /** where a booking the database could not record is reported (the app's logger) */
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  /** the reference a supplier books reservation `id` under, and asks its state by */
  supplierReference: (id: number) => string;
};

export const moduleDepsOf = (
  app: FastifyInstance,
  config: Pick<AppConfig, 'tzAgency' | 'supplierReferencePrefix' | 'now'>,
): ModuleDeps => ({
  db: app.db,
  tzAgency: config.tzAgency,
  now: config.now,
  log: app.log,
  supplierReference: referenceWith(config.supplierReferencePrefix),
});

/** Our reservation id, prefixed per installation: two databases never share a reference at a supplier. */
export const referenceWith = (prefix: string) => (id: number) => `${prefix}${id}`;

/** The agency's today (the domain caches the time-zone formatter, so this is cheap). */
export const todayOf = (deps: Pick<ModuleDeps, 'now' | 'tzAgency'>): IsoDate =>
  agencyToday(deps.now(), deps.tzAgency);
