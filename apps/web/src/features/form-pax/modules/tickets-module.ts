import type { TPassenger } from '@portal/domain/passenger';
import type { TTicketBookingRequest } from '@portal/domain/tickets/book-ticket';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TOrderDraft } from '@/shared/order-summary/order-draft-store';
import { bookTickets } from '../api/book-tickets';
import type { TSubmitContext } from './order-modules';

type TTicketDraft = Extract<TOrderDraft, { q: 'tickets' }>;

/** spec §3 ticket booking payload from the draft, the passengers and the session. */
const ticketBookingBody = (
  draft: TTicketDraft,
  pasajeros: TPassenger[],
  user: Pick<TSession, 'idUser' | 'idUWS'>,
  idEntidad?: number,
): TTicketBookingRequest => {
  const { universal, park: _park, ...p } = draft.payload;
  return {
    ...p,
    pasajeros,
    idUsuarioReservo: user.idUser,
    idUWS: user.idUWS,
    ...(idEntidad !== undefined ? { idEntidad } : {}),
    ...(universal
      ? {
          rqUniversal: {
            ...universal,
            pax: pasajeros,
            cantidadTickets: pasajeros.length,
            idUsuarioReservo: user.idUser,
          },
        }
      : {}),
  };
};

export const submitTickets = (draft: TTicketDraft, ctx: TSubmitContext) =>
  bookTickets({
    park: draft.payload.park,
    body: ticketBookingBody(draft, ctx.passengers, ctx.user, ctx.entity?.idEntidad),
    idempotencyKey: ctx.idempotencyKey,
  });
