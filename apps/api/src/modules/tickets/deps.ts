import type { TicketSuppliers } from '../../suppliers/tickets';
import type { ModuleDeps } from '../module-deps';

/** What the ticket services need; `index.ts` builds it from the app, tests and the bench swap parts. */
export type TicketsDeps = ModuleDeps & { suppliers: TicketSuppliers };
