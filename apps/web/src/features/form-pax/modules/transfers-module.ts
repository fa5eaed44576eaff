import type { TPassenger } from '@portal/domain/passenger';
import type { TTransferBookingRequest } from '@portal/domain/transfers/book-transfer';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TOrderDraftOf, TTransferOrderPayload } from '@/shared/order-summary/order-draft-store';
import { bookTransfer } from '../api/book-utility';
import type { TSubmitAnswer, TSubmitContext } from './order-modules';
import { partyPassengersError } from './party-passengers';

/** The transfer selection of spec §3 plus the passengers (adults, then minors) and the client entity. */
export const transferBookingBody = (
  payload: TTransferOrderPayload,
  pasajeros: TPassenger[],
  user: Pick<TSession, 'isAgenteAS'>,
  idEntidad?: number,
): TTransferBookingRequest => ({
  ...payload,
  pasajeros,
  ...(user.isAgenteAS && idEntidad !== undefined ? { idEntidad } : {}),
});

export const submitTransfers = async (
  draft: TOrderDraftOf<'transfers'>,
  ctx: TSubmitContext,
): Promise<TSubmitAnswer> => {
  const refused = partyPassengersError(ctx.passengers, draft.passengers, draft.payload.fecha);
  if (refused) throw new ApiError(400, refused);
  const body = transferBookingBody(draft.payload, ctx.passengers, ctx.user, ctx.entity?.idEntidad);
  const answer = await bookTransfer({ body, idempotencyKey: ctx.idempotencyKey });
  return { reservaId: Number(answer.reservationId), codigoReserva: answer.codigoReserva };
};
