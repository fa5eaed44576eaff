import type { TParkId } from '@portal/domain';
import type { SupplierHttp } from '../http';
import { createHttpTicketSupplier } from './http-adapter';
import type { TicketSupplier } from './types';

export type TicketSuppliers = Record<TParkId, TicketSupplier>;

/** The three parks' ticket suppliers, reached over HTTP. */
export const createTicketSuppliers = (http: SupplierHttp): TicketSuppliers => ({
  disney: createHttpTicketSupplier('disney', http),
  disneyland: createHttpTicketSupplier('disneyland', http),
  universal: createHttpTicketSupplier('universal', http),
});

export { TICKET_SUPPLIERS } from './types';
export type * from './types';
