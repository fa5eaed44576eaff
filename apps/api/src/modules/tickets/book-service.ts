import {
  MESSAGES,
  PARKS,
  type TParkId,
  type TTicketBookingRequest,
  ticketLastUsageDay,
} from '@portal/domain';
import type { AuthUser } from '../../plugins/auth';
import { AppError } from '../../errors';
import { bookWrittenRow } from '../booking/book-written-row';
import { markupRowFields } from '../markups/pricing';
import { insertPendingReservations } from '../reservations/repo';
import { withIdempotency, type IdempotentRun } from '../booking/idempotency';
import type { StoredAnswer } from '../../lib/reply';
import { TICKET_SUPPLIERS, type PreBookAnswer } from '../../suppliers/tickets';
import { checkTicketBooking, type PlannedEvent } from './book-rules';
import type { TicketsDeps } from './deps';
import { takeEventPlaces, type EventPlaces } from './repo';
import { ZTicketPreBookAnswer } from '@portal/domain';
import { preBookAnswerOf } from './answers';
import { ticketRowCall } from './ticket-row';

type PreBookCall = {
  park: TParkId;
  route: string;
  key: string;
  user: AuthUser;
  body: TTicketBookingRequest;
};

/**
 * spec §7 pre-reservar: once per Idempotency-Key, check every rule, write the reservation as
 * pending (taking the event's places in the same transaction), call the supplier, then record
 * its answer (pre_booked or failed). A retry with the same key gets the first answer and books
 * nothing new.
 */
export const bookTickets = (deps: TicketsDeps, call: PreBookCall): Promise<StoredAnswer> =>
  withIdempotency(
    deps.db,
    { userId: call.user.id, key: call.key, route: call.route, body: call.body },
    (run) => preBookOnce(deps, call, run),
  );

const placesOf = (park: TParkId, event: PlannedEvent): EventPlaces => ({
  supplier: TICKET_SUPPLIERS[park],
  programId: event.salesProgramId,
  eventDateTime: event.eventDateTime,
  initial: event.initial,
  quantity: event.quantity,
});

async function preBookOnce(
  deps: TicketsDeps,
  { park, key, user, body }: PreBookCall,
  { markWritten }: IdempotentRun,
): Promise<StoredAnswer> {
  const plan = await checkTicketBooking(deps, park, body, user);
  const supplier = deps.suppliers[park];
  // The user and UWS come from the token, never from the body (spec §6); the Universal pax
  // are the checked pasajeros, whatever rqUniversal.pax said.
  const ids = { idUsuarioReservo: user.id, idUWS: user.uws };
  const request = {
    ...body,
    ...ids,
    ...(body.rqUniversal
      ? { rqUniversal: { ...body.rqUniversal, pax: body.pasajeros, idUsuarioReservo: user.id } }
      : {}),
  };
  const checkout = ticketLastUsageDay(body.checkin, plan.product.usageWindowDays);
  const written = {
    productName: plan.product.name,
    checkin: body.checkin,
    checkout,
    currency: PARKS[park].currency,
    breakdown: plan.amounts,
    total: plan.amounts.total.toFixed(2),
    ...markupRowFields(plan.price),
  };
  // The answer is built, and checked against its schema, before anything is written: a
  // booking must never succeed at the supplier and then fail to be answered.
  ZTicketPreBookAnswer.parse(preBookAnswerOf({ ...written, id: 0 }, 'REF'));

  const places = plan.event ? placesOf(park, plan.event) : undefined;
  // the places taken are kept with the row: whoever settles it later gives them back
  const stored = places ? { ...request, eventPlaces: places } : request;
  const row = await deps.db.transaction(async (tx) => {
    if (places && !(await takeEventPlaces(tx, places)))
      throw new AppError(409, MESSAGES.selectedTicketUnavailable, [{ field: 'rqUniversal.eventDateTime' }]);
    const [inserted] = await insertPendingReservations(tx, [
      {
        module: 'tickets',
        supplier: TICKET_SUPPLIERS[park],
        userId: user.id,
        idEntidad: plan.idEntidad,
        ...written,
        passengers: body.pasajeros,
        request: stored,
        idempotencyKey: key,
      },
    ]);
    return inserted!;
  });
  markWritten(); // from here a thrown error keeps the key: a retry can never book twice
  // the supplier asked under our reference; its answer recorded (booking/book-written-row.ts)
  return bookWrittenRow(deps, row, {
    ...ticketRowCall(row),
    book: () =>
      supplier.preBook({
        reference: deps.supplierReference(row.id),
        code: plan.product.code,
        date: body.checkin,
        adults: body.cantidadAdultos,
        children: body.cantidadChild,
        passengers: body.pasajeros,
        // the park is paid its own price: the order less the agency's markup (D-25)
        totalCents: plan.cents.total - plan.price.markupCents,
        event: plan.event && {
          eventDateTime: plan.event.eventDateTime,
          salesProgramId: plan.event.salesProgramId,
        },
      }),
    codeOf: (booked: PreBookAnswer) => booked.supplierRef,
  });
}
