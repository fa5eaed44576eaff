import type { TFlightBookingRequest, TFlightBookingResponse } from '@portal/domain/flights/book-flight';
import { MESSAGES } from '@portal/domain/messages';
import type { TPassenger } from '@portal/domain/passenger';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TFlightOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { bookFlight } from '../api/book-flight';
import type { TSubmitAnswer, TSubmitContext } from './order-modules';

/** spec §3 Flight booking: the selection, the passengers (lead first), the session's ids. */
export const flightBookingBody = (
  payload: TFlightOrderPayload,
  pasajeros: TPassenger[],
  user: Pick<TSession, 'idUser' | 'idUWS' | 'isAgenteAS'>,
  idEntidad?: number,
): TFlightBookingRequest => ({
  ...payload,
  pasajeros,
  idUsuarioReservo: user.idUser,
  idUWS: user.idUWS,
  ...(user.isAgenteAS && idEntidad !== undefined ? { idEntidad } : {}),
});

const NOT_COMPLETED_PREFIX = new RegExp(`^${MESSAGES.bookingNotCompleted}[.:]?\\s*`);

/**
 * The answer of POST /api/aereos/reservar as form-pax needs it. `disponible: false` (the seats
 * ran out, nothing booked) is a refusal: the notification titled 'No se pudo completar la
 * reserva' shows the notas. Thrown as a definitive answer (422) so the next submit is a new
 * attempt with a new key, not a replay of this refusal.
 */
const flightAnswer = (answer: TFlightBookingResponse): TSubmitAnswer => {
  if (!answer.disponible) {
    const notas = answer.notas.replace(NOT_COMPLETED_PREFIX, '').trim();
    throw new ApiError(422, notas || MESSAGES.bookingNotCompleted);
  }
  const reservaId = Number(answer.reservationId);
  if (!Number.isInteger(reservaId) || reservaId <= 0) throw new Error(MESSAGES.flightBookingError);
  return { reservaId };
};

export const submitFlights = async (
  draft: TOrderDraftOf<'flights'>,
  ctx: TSubmitContext,
): Promise<TSubmitAnswer> => {
  const body = flightBookingBody(draft.payload, ctx.passengers, ctx.user, ctx.entity?.idEntidad);
  return flightAnswer(await bookFlight({ body, idempotencyKey: ctx.idempotencyKey }));
};
