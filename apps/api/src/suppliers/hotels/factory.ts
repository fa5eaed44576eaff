import type { AppConfig } from '../../config';
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
