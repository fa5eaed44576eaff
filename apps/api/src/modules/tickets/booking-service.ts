import { MESSAGES, PARKS, type TParkId, type TTicketBookingRequest } from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { insertPendingReservations, recordOutcome } from '../reservations/repo';
import { withIdempotency, type StoredAnswer } from '../reservations/idempotency';
import { SupplierError } from '../../suppliers/core';
import { lastUsageDay } from '../../suppliers/tickets/catalogue';
import { TICKET_SUPPLIERS } from '../../suppliers/tickets';
import { checkTicketBooking } from './booking-checks';
import type { TicketsContext } from './context';
import type { TPreBookAnswer, TPreBookFailure } from './schemas';

export type PreBookCall = {
  park: TParkId;
  route: string;
  key: string;
  user: AuthUser;
  body: TTicketBookingRequest;
};

/**
 * spec §7 pre-reservar: once per Idempotency-Key, check every rule, write the reservation as
 * pending, call the supplier, then record its answer (pre_booked or failed). A retry with the
 * same key gets the first answer and books nothing new.
 */
export const preBookTickets = (ctx: TicketsContext, call: PreBookCall): Promise<StoredAnswer> =>
  withIdempotency(ctx.db, { userId: call.user.id, key: call.key, route: call.route, body: call.body }, () =>
    preBookOnce(ctx, call),
  );

async function preBookOnce(
  ctx: TicketsContext,
  { park, key, user, body }: PreBookCall,
): Promise<StoredAnswer> {
  const plan = await checkTicketBooking(ctx, park, body, user);
  const supplier = ctx.suppliers[park];
  // The user and UWS come from the token, never from the body (spec §6).
  const ids = { idUsuarioReservo: user.id, idUWS: user.uws };
  const request = {
    ...body,
    ...ids,
    ...(body.rqUniversal ? { rqUniversal: { ...body.rqUniversal, idUsuarioReservo: user.id } } : {}),
  };
  const checkout = lastUsageDay(plan.product, body.checkin);
  const [row] = await insertPendingReservations(ctx.db, [
    {
      module: 'tickets',
      supplier: TICKET_SUPPLIERS[park],
      userId: user.id,
      idEntidad: plan.idEntidad,
      productName: plan.product.name,
      checkin: body.checkin,
      checkout,
      currency: 'USD',
      breakdown: plan.amounts,
      total: plan.amounts.total.toFixed(2),
      passengers: body.pasajeros,
      request,
      idempotencyKey: key,
    },
  ]);
  const reservaId = row!.id;
  try {
    const answer = await supplier.preBook({
      reference: String(reservaId),
      code: plan.product.code,
      date: body.checkin,
      adults: body.cantidadAdultos,
      children: body.cantidadChild,
      passengers: body.pasajeros,
      totalCents: plan.cents.total,
      event: plan.event,
    });
    await recordOutcome(ctx.db, reservaId, {
      status: 'pre_booked',
      supplierRef: answer.supplierRef,
      response: answer,
    });
    const ok: TPreBookAnswer = {
      reservaId,
      reservationId: String(reservaId),
      status: 'pre_booked',
      supplierRef: answer.supplierRef,
      codigoReserva: answer.supplierRef,
      producto: plan.product.name,
      checkin: body.checkin,
      checkout,
      moneda: PARKS[park].currency,
      desglose: plan.amounts,
      total: plan.amounts.total,
    };
    return { statusCode: 200, body: ok };
  } catch (err) {
    const fault = err instanceof SupplierError ? err.fault : 'error';
    await recordOutcome(ctx.db, reservaId, {
      status: 'failed',
      response: { fault, detail: err instanceof Error ? err.message : String(err) },
      errorMessage: MESSAGES.bookingNotCompleted,
    });
    if (!(err instanceof SupplierError)) throw err;
    const failure: TPreBookFailure = { message: MESSAGES.bookingNotCompleted, reservaId };
    return { statusCode: 502, body: failure };
  }
}
