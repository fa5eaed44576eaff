import type { TClientEntity } from '@portal/domain/entities/search-entities';
import type { TPassenger } from '@portal/domain/passenger';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TOrderDraft, TOrderModule } from '@/shared/order-summary/order-draft-store';
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

/**
 * One order line of form-pax (issue 30, item 1): how it books, and what follows the booking
 * (spec §4): tickets and assistance confirm with 'Reserva completada' over the passenger form,
 * and OK reloads the page; the others go to the booking's summary (resumen?id=). Every line
 * declares both, so a new one cannot leave either out (issue 29, item 12).
 */
type OrderLine<Q extends TOrderModule> = {
  submit: (draft: Extract<TOrderDraft, { q: Q }>, ctx: TSubmitContext) => Promise<TSubmitAnswer>;
  after: 'reload' | 'resumen';
};

const ORDER_LINES: { [Q in TOrderModule]: OrderLine<Q> } = {
  tickets: { submit: submitTickets, after: 'reload' },
  assistance: { submit: submitAssistance, after: 'reload' },
  provider: { submit: submitProvider, after: 'resumen' },
  flights: { submit: submitFlights, after: 'resumen' },
  cars: { submit: submitCars, after: 'resumen' },
  activities: { submit: submitActivities, after: 'resumen' },
  transfers: { submit: submitTransfers, after: 'resumen' },
};

/** What follows a booking of this order line: a reload (spec §4) or its resumen. */
export const afterBooking = (q: TOrderModule) => ORDER_LINES[q].after;

export const isOrderModule = (q: string | null): q is TOrderModule => q !== null && q in ORDER_LINES;

/** The draft's own line books it (ORDER_LINES pairs each q with its draft, which TS cannot follow). */
export const submitOrder = (draft: TOrderDraft, ctx: TSubmitContext): Promise<TSubmitAnswer> =>
  (ORDER_LINES[draft.q].submit as (d: TOrderDraft, c: TSubmitContext) => Promise<TSubmitAnswer>)(draft, ctx);
