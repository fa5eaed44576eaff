import type { TDisneyBookingRequest } from '@portal/domain/hotels/reserva-disney';
import type { THotelResV2Request } from '@portal/domain/hotels/third-provider';
import type { TPassenger } from '@portal/domain/passenger';
import type { TSession } from '@/shared/auth/session-cookie';
import type {
  TDisneyHotelOrderPayload,
  TOrderDraftOf,
  TThirdHotelOrderPayload,
} from '@/shared/order-summary/order-draft-store';
import { bookDisneyHotel } from '../api/book-disney-hotel';
import { bookThirdHotel } from '../api/book-third-hotel';
import type { TSubmitAnswer, TSubmitContext } from './order-modules';

type TBookingUser = Pick<TSession, 'idUser' | 'idUWS' | 'isAgenteAS'>;

/** spec §3 Disney hotel booking payload: the draft, the passengers in its order, the session. */
export const disneyBookingBody = (
  payload: TDisneyHotelOrderPayload,
  pasajeros: TPassenger[],
  user: TBookingUser,
  idEntidad?: number,
): TDisneyBookingRequest => {
  const { kind: _kind, ...rest } = payload;
  return {
    ...rest,
    isAgenteAS: user.isAgenteAS,
    pasajeros,
    idUsuarioReservo: user.idUser,
    idUWS: user.idUWS,
    ...(user.isAgenteAS && idEntidad !== undefined ? { idEntidad } : {}),
  };
};

/** spec §3 third-provider booking: informacionRsrv, pasajeros, proveedor 1 (one room per call). */
export const thirdBookingBody = (
  payload: TThirdHotelOrderPayload,
  pasajeros: TPassenger[],
  user: TBookingUser,
  idEntidad?: number,
): THotelResV2Request => {
  const { kind: _kind, ...rest } = payload;
  return {
    ...rest,
    pasajeros,
    proveedor: 1,
    idUsuarioReservo: user.idUser,
    idUWS: user.idUWS,
    ...(user.isAgenteAS && idEntidad !== undefined ? { idEntidad } : {}),
  };
};

export const submitProvider = async (
  draft: TOrderDraftOf<'provider'>,
  ctx: TSubmitContext,
): Promise<TSubmitAnswer> => {
  const { payload } = draft;
  const idEntidad = ctx.entity?.idEntidad;
  if (payload.kind === 'disney') {
    const body = disneyBookingBody(payload, ctx.passengers, ctx.user, idEntidad);
    const answer = await bookDisneyHotel({ body, idempotencyKey: ctx.idempotencyKey });
    return {
      reservaId: Number(answer.reservationId),
      codigoReserva: answer.reservationIds.supplierResId,
    };
  }
  const body = thirdBookingBody(payload, ctx.passengers, ctx.user, idEntidad);
  const answer = await bookThirdHotel({ body, idempotencyKey: ctx.idempotencyKey });
  return { reservaId: Number(answer.reservationId), codigoReserva: answer.codigoReserva };
};
