import { checkActivityDraft, type TActivityBookingRequest } from '@portal/domain/activities/activity-draft';
import type { TPassenger } from '@portal/domain/passenger';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TActivityOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { bookActivity } from '../api/book-utility';
import type { TSubmitAnswer, TSubmitContext } from './order-modules';
import { partyPassengersError } from './party-passengers';

/** The draft of spec §3 plus the passengers (adults, then minors) and the AS agent's client entity. */
export const activityBookingBody = (
  payload: TActivityOrderPayload,
  pasajeros: TPassenger[],
  user: Pick<TSession, 'isAgenteAS'>,
  idEntidad?: number,
): TActivityBookingRequest => ({
  ...payload,
  pasajeros,
  ...(user.isAgenteAS && idEntidad !== undefined ? { idEntidad } : {}),
});

export const submitActivities = async (
  draft: TOrderDraftOf<'activities'>,
  ctx: TSubmitContext,
): Promise<TSubmitAnswer> => {
  // spec §5: the detail's keys and a slot; then one passenger per person of the party
  const draftCheck = checkActivityDraft(draft.payload);
  if (!draftCheck.ok) throw new ApiError(400, draftCheck.message);
  const refused = partyPassengersError(ctx.passengers, draft.passengers, draft.payload.fromDate);
  if (refused) throw new ApiError(400, refused);
  const body = activityBookingBody(draft.payload, ctx.passengers, ctx.user, ctx.entity?.idEntidad);
  const answer = await bookActivity({ body, idempotencyKey: ctx.idempotencyKey });
  return { reservaId: Number(answer.reservationId), codigoReserva: answer.codigoReserva };
};
