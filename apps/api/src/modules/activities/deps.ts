import type { DestServicesSupplier } from '../../suppliers/activities';
import type { ModuleDeps } from '../module-deps';

/** What the activities and transfers services need; `index.ts` builds it, tests may swap parts. */
export type ActivitiesDeps = ModuleDeps & { supplier: DestServicesSupplier };
