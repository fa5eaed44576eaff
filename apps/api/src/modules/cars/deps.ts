import type { CarSuppliers } from '../../suppliers/cars';
import type { ModuleDeps } from '../module-deps';

/** What the car services need; `index.ts` builds it from the app, tests may swap parts. */
export type CarsDeps = ModuleDeps & { suppliers: CarSuppliers };
