import type { TParkId } from '@portal/domain';
import type { AppConfig } from '../../config';
import { createCatalogue } from './catalogue';
import { DISNEY_PRODUCTS } from './inventory-disney';
import { DISNEYLAND_PRODUCTS } from './inventory-disneyland';
import { UNIVERSAL_PRODUCTS, universalEvents } from './inventory-universal';
import { createSandboxTicketSupplier } from './sandbox-supplier';
import type { TicketSupplier } from './types';

export type TicketSuppliers = Record<TParkId, TicketSupplier>;

export const DISNEY_CATALOGUE = createCatalogue('disney', DISNEY_PRODUCTS);
export const DISNEYLAND_CATALOGUE = createCatalogue('disneyland', DISNEYLAND_PRODUCTS);
export const UNIVERSAL_CATALOGUE = createCatalogue('universal', UNIVERSAL_PRODUCTS, universalEvents);

/** The ticket suppliers of the configuration: sandbox adapters with each one's behaviour. */
export const createTicketSuppliers = (config: Pick<AppConfig, 'suppliers'>): TicketSuppliers => ({
  disney: createSandboxTicketSupplier({
    name: 'DISNEY',
    park: 'disney',
    catalogue: DISNEY_CATALOGUE,
    behaviour: config.suppliers.DISNEY,
  }),
  disneyland: createSandboxTicketSupplier({
    name: 'DISNEYLAND',
    park: 'disneyland',
    catalogue: DISNEYLAND_CATALOGUE,
    behaviour: config.suppliers.DISNEYLAND,
  }),
  universal: createSandboxTicketSupplier({
    name: 'UNIVERSAL',
    park: 'universal',
    catalogue: UNIVERSAL_CATALOGUE,
    behaviour: config.suppliers.UNIVERSAL,
  }),
});

export { TICKET_SUPPLIERS } from './types';
export type * from './types';
