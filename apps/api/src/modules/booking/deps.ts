import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { HotelSuppliers } from '../../suppliers/hotels/factory';
import type { RemainingReader } from './remaining-reader';

/** What the booking services need; the module builds it from the app, tests may swap parts. */
export type BookingDeps = {
  db: Db;
  suppliers: HotelSuppliers;
  tzAgency: string;
  now: () => Date;
  log: FastifyBaseLogger;
  remaining: RemainingReader;
};
