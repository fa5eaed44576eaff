import { checkAssistanceTravellers } from '@portal/domain/assistance/travellers';
import type { TVoucherRequest } from '@portal/domain/assistance/voucher';
import { agencyToday } from '@portal/domain/dates';
import type { TPassenger } from '@portal/domain/passenger';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TAssistanceOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { leadIndex } from '@/shared/passenger-form/passenger-rules';
import { bookAssistance } from '../api/book-assistance';
import type { TSubmitAnswer, TSubmitContext } from './order-modules';

/**
 * spec §3 Voucher: the passengers in the order of the quoted ages, the lead (the form's first
 * adult, who gets the email), the plan's category and validity, the session's ids, the AS
 * agent's client entity, and the total shown as monto.
 */
export const assistanceVoucherBody = (
  payload: TAssistanceOrderPayload,
  paxs: TPassenger[],
  leadId: number,
  user: Pick<TSession, 'idUser' | 'idUWS' | 'isAgenteAS'>,
  idEntidad?: number,
): TVoucherRequest => ({
  datosVoucher: { paxs, leadId, tipoViaje: payload.tipoViaje, fechaVigencia: payload.fechaVigencia },
  idUsuarioReservo: user.idUser,
  idUWS: user.idUWS,
  ...(user.isAgenteAS && idEntidad !== undefined ? { idEntidad } : {}),
  monto: payload.monto,
});

/**
 * The travellers against the quote (domain checkAssistanceTravellers, the server's rule): one per
 * quoted age, each that age on the departure day, lead 18 or more, documents 9 digits adults
 * and 8 minors. So the refusal comes before any call, in the server's words.
 */
export const travellersError = (
  payload: TAssistanceOrderPayload,
  paxs: readonly TPassenger[],
  leadId: number,
  today = agencyToday(new Date()),
): string | undefined => {
  const check = checkAssistanceTravellers(paxs, leadId, payload.edades, payload.fechaInicio, today);
  return check.ok ? undefined : check.message;
};

export const submitAssistance = async (
  draft: TOrderDraftOf<'assistance'>,
  ctx: TSubmitContext,
): Promise<TSubmitAnswer> => {
  const leadId = leadIndex(draft.passengers);
  const refused = travellersError(draft.payload, ctx.passengers, leadId);
  if (refused) throw new ApiError(400, refused);
  const body = assistanceVoucherBody(draft.payload, ctx.passengers, leadId, ctx.user, ctx.entity?.idEntidad);
  const answer = await bookAssistance({
    quoteId: draft.payload.idCotizacion,
    body,
    idempotencyKey: ctx.idempotencyKey,
  });
  return { reservaId: Number(answer.reservationId), codigoReserva: answer.voucher };
};
