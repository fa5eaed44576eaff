import { createCatalogue } from './catalogue';
import { DISNEY_PRODUCTS } from './inventory-disney';
import { DISNEYLAND_PRODUCTS } from './inventory-disneyland';
import { UNIVERSAL_PRODUCTS, universalEvents } from './inventory-universal';

export const DISNEY_CATALOGUE = createCatalogue('disney', DISNEY_PRODUCTS);
export const DISNEYLAND_CATALOGUE = createCatalogue('disneyland', DISNEYLAND_PRODUCTS);
export const UNIVERSAL_CATALOGUE = createCatalogue('universal', UNIVERSAL_PRODUCTS, universalEvents);
