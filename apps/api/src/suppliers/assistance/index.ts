import type { SupplierHttp } from '../http';
import { createHttpAssistanceSupplier } from './http-adapter';
import type { AssistanceSupplier } from './types';

export type * from './types';

/** The UAssistance insurer over its base URL (SUPPLIER_UASSISTANCE_URL, or the simulator's /uassistance). */
export const createAssistanceSupplier = (http: SupplierHttp): AssistanceSupplier =>
  createHttpAssistanceSupplier(http);
