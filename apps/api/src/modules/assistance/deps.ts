import type { AssistanceSupplier } from '../../suppliers/assistance';
import type { ModuleDeps } from '../module-deps';
import type { QuoteIds } from './quote-ids';

export type AssistanceDeps = ModuleDeps & { supplier: AssistanceSupplier; quoteIds: QuoteIds };

/** The insurer's name on our reservation rows. */
export const ASSISTANCE_SUPPLIER = 'UASSISTANCE';
