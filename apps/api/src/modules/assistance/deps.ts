import type { AssistanceSupplier } from '../../suppliers/assistance';
import type { ModuleDeps } from '../module-deps';

export type AssistanceDeps = ModuleDeps & { supplier: AssistanceSupplier };

/** The insurer's name on our reservation rows. */
export const ASSISTANCE_SUPPLIER = 'UASSISTANCE';
