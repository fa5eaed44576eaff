export { createHotelSuppliers } from './http-adapter';
export { createHotelCatalogue, type HotelCatalogue } from './content';
export type * from './types';
export { HOTEL_SUPPLIER_KEYS, SUPPLIER_LABELS, supplierById } from './types';

import type { HotelSupplier, HotelSupplierKey } from './types';
export type HotelSuppliers = Record<HotelSupplierKey, HotelSupplier>;
