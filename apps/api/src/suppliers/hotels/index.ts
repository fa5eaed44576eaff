import type { TCitiesZonesResponse } from '@portal/domain';
import type { AppConfig } from '../../config';
import { catalogueAnswer, resolveDestination, type Destination } from './catalogue';
import { createHbsiSupplier } from './sandbox-hbsi';
import { createOmnibeesSupplier } from './sandbox-omnibees';
import { createPrestigeSupplier } from './sandbox-prestige';
import type { HotelSupplier, HotelSupplierKey } from './types';

export type HotelSuppliers = Record<HotelSupplierKey, HotelSupplier>;

/** The hotel suppliers with the latency, failure rate and timeout of the config (tests override them). */
export const createHotelSuppliers = (config: Pick<AppConfig, 'suppliers'>): HotelSuppliers => ({
  OMNIBEES: createOmnibeesSupplier(config.suppliers.OMNIBEES),
  PRESTIGE: createPrestigeSupplier(config.suppliers.PRESTIGE),
  HBSI: createHbsiSupplier(config.suppliers.HBSI),
});

/** The cities, zones and hotels the hotel services sell (spec §7 cities/zones) and their lookup. */
export type HotelCatalogue = {
  answer: () => TCitiesZonesResponse;
  /** the hotels a `destino` names (a city, zone or hotel id, or a city's name) */
  resolve: (destino: string) => Destination | undefined;
};
export const hotelCatalogue: HotelCatalogue = { answer: catalogueAnswer, resolve: resolveDestination };

export type * from './types';
export { HOTEL_SUPPLIER_KEYS, SUPPLIER_LABELS, supplierById } from './types';
export type { Destination } from './catalogue';
