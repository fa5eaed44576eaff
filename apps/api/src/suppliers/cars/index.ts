import type { SupplierHttp } from '../http';
import { createHttpCarSupplier } from './http-adapter';
import type { CarSuppliers } from './types';

export type * from './types';

/** AVIS and BUDGET, each over its own base URL (SUPPLIER_AVIS_URL, SUPPLIER_BUDGET_URL). */
export const createCarSuppliers = (http: SupplierHttp): CarSuppliers => ({
  AVIS: createHttpCarSupplier(http, 'AVIS'),
  BUDGET: createHttpCarSupplier(http, 'BUDGET'),
});
