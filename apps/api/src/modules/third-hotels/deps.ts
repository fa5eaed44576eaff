import type { ThirdProviderSupplier } from '../../suppliers/third-provider';
import type { RemainingReader } from '../allotments/remaining-reader';
import type { ModuleDeps } from '../module-deps';

/** What the third-provider hotel services need; `index.ts` builds it from the app, tests may swap parts. */
export type ThirdHotelsDeps = ModuleDeps & {
  supplier: ThirdProviderSupplier;
  /** the agency's rooms left per night: the same allotment table as the other hotels */
  remaining: RemainingReader;
};

/** How our allotment rows and reservations name this supplier. */
export const THIRD_SUPPLIER = 'THIRDPROVIDER';
