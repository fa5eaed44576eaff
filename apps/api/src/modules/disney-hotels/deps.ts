import type { DisneyHotelSupplier } from '../../suppliers/disney-hotels';
import type { RemainingReader } from '../allotments/remaining-reader';
import type { ModuleDeps } from '../module-deps';

/** What the Disney hotel services need; `index.ts` builds it from the app, tests may swap parts. */
export type DisneyHotelsDeps = ModuleDeps & {
  supplier: DisneyHotelSupplier;
  /** the agency's rooms left per night: the same allotment table as the other hotels */
  remaining: RemainingReader;
};

/** How our allotment rows name this supplier. */
export const DISNEY_ALLOTMENT_SUPPLIER = 'DISNEYHOTELS';
