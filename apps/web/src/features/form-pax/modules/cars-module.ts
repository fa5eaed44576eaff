import type { TCarBookingRequest } from '@portal/domain/cars/book-car';
import { checkMinimumAge } from '@portal/domain/ages';
import type { TPassenger } from '@portal/domain/passenger';
import { ApiError } from '@/shared/api-client';
import type { TSession } from '@/shared/auth/session-cookie';
import type { TCarOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { bookCar } from '../api/book-car';
import type { TSubmitAnswer, TSubmitContext } from './order-modules';

/** spec §3 Car booking payload: the rate and equipment picked, the driver, the session's ids. */
export const carBookingBody = (
  payload: TCarOrderPayload,
  pax: TPassenger,
  user: Pick<TSession, 'idUser' | 'idUWS' | 'isAgenteAS'>,
  idEntidad?: number,
): TCarBookingRequest => ({
  ...payload,
  pax,
  idUsuarioReservo: user.idUser,
  idUWS: user.idUWS,
  isAgenteAS: user.isAgenteAS,
  ...(user.isAgenteAS && idEntidad !== undefined ? { idEntidad } : {}),
});

/**
 * The driver is 18 or more, 21 when the brand's terms ask it (edadMinima), on the pick-up day:
 * the server's rule (checkMinimumAge), so the refusal comes before any call, in its words.
 */
const driverAgeError = (pax: TPassenger, pickup: string, minAge = 18): string | undefined => {
  const check = checkMinimumAge(pax.nacimiento, pickup, minAge >= 21);
  return check.ok ? undefined : check.message;
};

export const submitCars = async (
  draft: TOrderDraftOf<'cars'>,
  ctx: TSubmitContext,
): Promise<TSubmitAnswer> => {
  const [driver] = ctx.passengers;
  if (!driver) throw new ApiError(400, 'Faltan los datos del conductor');
  const tooYoung = driverAgeError(driver, draft.payload.checkin, draft.driverMinAge);
  if (tooYoung) throw new ApiError(400, tooYoung);
  const body = carBookingBody(draft.payload, driver, ctx.user, ctx.entity?.idEntidad);
  const answer = await bookCar({ body, idempotencyKey: ctx.idempotencyKey });
  return { reservaId: Number(answer.reservationId), codigoReserva: answer.confirmId };
};
