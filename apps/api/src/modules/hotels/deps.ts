import type { HotelCatalogue, HotelSuppliers } from '../../suppliers/hotels';
import type { ModuleDeps } from '../module-deps';
import type { RemainingReader } from '../allotments/remaining-reader';

/** What the hotel services need; `index.ts` builds it from the app, tests may swap parts. */
export type HotelsDeps = ModuleDeps & {
  suppliers: HotelSuppliers;
  catalogue: HotelCatalogue;
  remaining: RemainingReader;
};
