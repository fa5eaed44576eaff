import type { TClientEntity } from '@portal/domain/entities/search-entities';
import type { TPassenger } from '@portal/domain/passenger';
import type { TSession } from '../../../shared/auth/session-cookie';
import type { TOrderDraft, TOrderModule } from '../../../shared/order-summary/order-draft-store';
import { submitActivities } from './activities-module';
import { submitAssistance } from './assistance-module';
import { submitCars } from './cars-module';
import { submitFlights } from './flights-module';
import { submitProvider } from './provider-module';
import { submitTickets } from './tickets-module';
import { submitTransfers } from './transfers-module';

// form-pax?q=<module> (spec §2): each module plugs in its booking call here. The page gives
// it the validated passengers, the session, the client entity (AS agents) and the key of
// this booking attempt.
export type TSubmitContext = {
  passengers: TPassenger[];
  user: TSession;
  entity: TClientEntity | null;
  idempotencyKey: string;
};
export type TSubmitAnswer = { reservaId: number; codigoReserva?: string };

type Submitters = {
  [Q in TOrderModule]: (draft: Extract<TOrderDraft, { q: Q }>, ctx: TSubmitContext) => Promise<TSubmitAnswer>;
};

export const ORDER_MODULES: Submitters = {
  tickets: submitTickets,
  provider: submitProvider,
  flights: submitFlights,
  cars: submitCars,
  assistance: submitAssistance,
  activities: submitActivities,
  transfers: submitTransfers,
};

/**
 * What follows a booking (spec §4): tickets and assistance confirm with 'Reserva completada'
 * over the passenger form, and OK reloads the page; the others go to the booking's summary
 * (resumen?id=). Every module says which, so a new one cannot leave it out (issue 29, item 12).
 */
export const AFTER_BOOKING: Record<TOrderModule, 'reload' | 'resumen'> = {
  tickets: 'reload',
  assistance: 'reload',
  provider: 'resumen',
  flights: 'resumen',
  cars: 'resumen',
  activities: 'resumen',
  transfers: 'resumen',
};

export const isOrderModule = (q: string | null): q is TOrderModule => q !== null && q in ORDER_MODULES;

/** The draft's own module books it (Submitters pairs each q with its draft, which TS cannot follow). */
export const submitOrder = (draft: TOrderDraft, ctx: TSubmitContext): Promise<TSubmitAnswer> =>
  (ORDER_MODULES[draft.q] as (d: TOrderDraft, c: TSubmitContext) => Promise<TSubmitAnswer>)(draft, ctx);
