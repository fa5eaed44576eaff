import type { ModuleDeps } from '../module-deps';

/** What the flight services need: the agency's quotas live in our database, no supplier to call. */
export type FlightsDeps = ModuleDeps;

/** How the reservations record names this inventory. */
export const FLIGHT_QUOTA_SUPPLIER = 'CUPOS';
