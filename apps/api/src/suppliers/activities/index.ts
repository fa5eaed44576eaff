import type { SupplierHttp } from '../http';
import { createHttpDestServicesSupplier } from './http-adapter';
import type { DestServicesSupplier } from './types';

export type * from './types';

/** The destination-services provider over its base URL (SUPPLIER_DESTSERVICES_URL, or the simulator's /dest-services). */
export const createDestServicesSupplier = (http: SupplierHttp): DestServicesSupplier =>
  createHttpDestServicesSupplier(http);
