import {
  addDays,
  breakdownToAmounts,
  fromCents,
  MESSAGES,
  type TActivityBookingRequest,
  type TPassenger,
  type TTransferBookingRequest,
  type TUtilityBookingResponse,
} from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import { SupplierError } from '../../suppliers/core';
import type { DestServicesBookingRequest, DestServicesRefusal } from '../../suppliers/activities';
import { bookWrittenRow } from '../booking/book-written-row';
import { withIdempotency } from '../booking/idempotency';
import { markupRowFields } from '../markups/pricing';
import { insertPendingReservations, type Reservation } from '../reservations/repo';
import { prepareActivity, prepareTransfer } from './book-rules';
import type { ActivitiesDeps } from './deps';
import { UTILITIES_SUPPLIER } from './utility-prices';

const SUPPLIER = UTILITIES_SUPPLIER;

/** A booking the provider refused: a definitive answer, kept with its reason. */
class Refused extends SupplierError {
  constructor(readonly reason: DestServicesRefusal) {
    super(SUPPLIER, 'rejected', reason);
  }
}

const REFUSAL_ANSWER: Record<DestServicesRefusal, StoredAnswer> = {
  token_expired: { statusCode: 409, body: { message: MESSAGES.availabilityExpired } },
  slot_full: { statusCode: 409, body: { message: MESSAGES.slotFull } },
  invalid: { statusCode: 502, body: { message: MESSAGES.bookingSaveError } },
};

export const utilityAnswer = (row: Pick<Reservation, 'total'>) => (id: number, code: string) =>
  ({
    reservationId: String(id),
    status: 'confirmed',
    codigoReserva: code,
    total: Number(row.total),
    currencyCode: 'USD',
  }) satisfies TUtilityBookingResponse;

const holdersOf = (pasajeros: TPassenger[]) =>
  pasajeros.map((p) => ({
    givenName: p.nombres,
    surname: p.apellidos,
    document: p.dni,
    nationality: p.nacionalidad,
    birthDate: p.nacimiento,
    ...(p.email ? { email: p.email } : {}),
  }));

/** Steps 4-5 of the booking path: the provider books the written row under our reference. */
function bookRow(deps: ActivitiesDeps, row: Reservation, req: Omit<DestServicesBookingRequest, 'reference'>) {
  return bookWrittenRow(deps, row, {
    book: async () => {
      const outcome = await deps.supplier.book({ ...req, reference: deps.supplierReference(row.id) });
      if (!outcome.ok) throw new Refused(outcome.reason);
      return outcome.booking;
    },
    codeOf: (booked) => booked.bookingCode,
    answer: utilityAnswer(row),
    failMessage: MESSAGES.bookingSaveError,
    refused: (err) => (err instanceof Refused ? REFUSAL_ANSWER[err.reason] : undefined),
  });
}

/** POST actividades/reservar (ours): once per Idempotency-Key, re-checked, written, then booked. */
export function bookActivity(
  deps: ActivitiesDeps,
  user: AuthUser,
  body: TActivityBookingRequest,
  key: string,
) {
  const opts = { userId: user.id, key, route: 'utilities/actividades/reservar', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const { offer, concept, slot, pax, breakdown, idEntidad, price } = await prepareActivity(
      deps,
      user,
      body,
    );
    const booking = {
      echoToken: body.echoToken!,
      productBookingCode: offer.productBookingCode,
      conceptBookingCodes: [concept.conceptBookingCode],
      timeSlot: slot,
      pax,
      holders: holdersOf(body.pasajeros),
    };
    const [row] = await insertPendingReservations(deps.db, [
      {
        module: 'activities',
        supplier: SUPPLIER,
        userId: user.id,
        idEntidad,
        productName: `${offer.productName} - ${concept.conceptName} (${slot} h)`.slice(0, 200),
        checkin: concept.date,
        checkout: addDays(concept.date, Math.max(0, offer.productDays - 1)),
        currency: offer.currencyCode,
        breakdown: breakdownToAmounts(breakdown),
        total: fromCents(breakdown.total).toFixed(2),
        ...markupRowFields(price),
        passengers: body.pasajeros,
        request: { booking: { ...booking, holders: undefined }, productCode: offer.productCode },
        idempotencyKey: key,
      },
    ]);
    markWritten(); // from here a thrown error keeps the key: a retry can never book twice
    return bookRow(deps, row!, booking);
  });
}

/** POST traslados/reservar (ours): the transfer the search priced, every leg, for the party searched. */
export function bookTransfer(
  deps: ActivitiesDeps,
  user: AuthUser,
  body: TTransferBookingRequest,
  key: string,
) {
  const opts = { userId: user.id, key, route: 'utilities/traslados/reservar', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const { offer, pax, breakdown, idEntidad, price } = await prepareTransfer(deps, user, body);
    const legs = offer.concepts;
    const booking = {
      echoToken: body.echoToken,
      productBookingCode: offer.productBookingCode,
      conceptBookingCodes: legs.map((c) => c.conceptBookingCode),
      pax,
      holders: holdersOf(body.pasajeros),
    };
    const [row] = await insertPendingReservations(deps.db, [
      {
        module: 'transfers',
        supplier: SUPPLIER,
        userId: user.id,
        idEntidad,
        productName: offer.productName.slice(0, 200),
        checkin: legs[0]!.date,
        checkout: legs.at(-1)!.date,
        currency: offer.currencyCode,
        breakdown: breakdownToAmounts(breakdown),
        total: fromCents(breakdown.total).toFixed(2),
        ...markupRowFields(price),
        passengers: body.pasajeros,
        request: {
          booking: { ...booking, holders: undefined },
          legs: legs.map((c) => ({ name: c.conceptName, date: c.date, pickUpTime: c.pickUpTime })),
          vuelo: body.vuelo || null,
        },
        idempotencyKey: key,
      },
    ]);
    markWritten();
    return bookRow(deps, row!, booking);
  });
}
