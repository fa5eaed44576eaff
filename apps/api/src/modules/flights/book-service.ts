import {
  breakdownToAmounts,
  buildBreakdown,
  fromCents,
  MESSAGES,
  mulCents,
  toCents,
  type TFlightBookingRequest,
  type TFlightBookingResponse,
} from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import { withIdempotency } from '../booking/idempotency';
import { confirmInTransaction } from '../booking/settle';
import { markupRowFields } from '../markups/pricing';
import { insertPendingReservations } from '../reservations/repo';
import { prepareFlight, type PreparedFlight } from './book-rules';
import { FLIGHT_QUOTA_SUPPLIER, type FlightsDeps } from './deps';
import { takeSeats, tripOf, type Trip } from './repo';
import type { Db } from '../../db/client';
import type { KeyAnswerer } from '../booking/key-answers';

/** The seats were gone when the transaction locked the legs: nothing is written. */
class SeatsGone extends Error {}

const seatsGone = (): StoredAnswer => {
  const notas = `${MESSAGES.bookingNotCompleted}: ${MESSAGES.flightSeatsExceeded}`;
  return { statusCode: 200, body: { disponible: false, notas } satisfies TFlightBookingResponse };
};

/** The row's amounts (spec §9): fare × adults + 35, then 2.2 %; the country taxes on their own lines. */
const amountsOf = ({ trip, price }: PreparedFlight) => {
  const adults = price.adults;
  const breakdown = buildBreakdown({
    tarifa: price.tarifa,
    gastoReserva: price.gastoReserva,
    gastoAdmin: price.surcharge,
    iva: 0,
    pais: mulCents(toCents(Number(trip.ida.afip)) + toCents(Number(trip.vuelta.afip)), adults),
    rg4815: mulCents(toCents(Number(trip.ida.afip2)) + toCents(Number(trip.vuelta.afip2)), adults),
  });
  return { breakdown: breakdownToAmounts(breakdown), total: fromCents(breakdown.total).toFixed(2) };
};

/**
 * Writes the booking and takes its seats on both legs in one transaction, under row locks:
 * confirmed at once, since the quota is ours (no supplier to ask, nothing left pending).
 */
async function writeConfirmed(
  deps: FlightsDeps,
  user: AuthUser,
  body: TFlightBookingRequest,
  plan: PreparedFlight,
  key: string,
) {
  const { trip } = plan;
  return deps.db.transaction(async (tx) => {
    // the seats first: under a rush the bookings that find none stop here, having written
    // nothing, and the legs stay locked only for the winners' few statements
    if (!(await takeSeats(tx, [trip.ida.id, trip.vuelta.id], body.pasajeros.length))) throw new SeatsGone();
    const [row] = await insertPendingReservations(tx, [
      {
        module: 'flights',
        supplier: FLIGHT_QUOTA_SUPPLIER,
        userId: user.id,
        idEntidad: plan.idEntidad,
        productName: `${trip.route.airline} ${trip.ida.flightNumber} / ${trip.vuelta.flightNumber} ${trip.ida.origin} - ${trip.ida.destination}`,
        checkin: trip.ida.departureDate,
        checkout: trip.vuelta.departureDate,
        currency: 'USD',
        ...amountsOf(plan),
        ...markupRowFields(plan.marked),
        passengers: body.pasajeros,
        request: { ...body, idUsuarioReservo: user.id, idUWS: user.uws },
        idempotencyKey: key,
      },
    ]);
    const locator = `CUPO-${row!.id}`;
    const answer = confirmedAnswer(trip, body.pasajeros.length, row!.id, locator);
    // the status and the key's answer commit together (issue 29, item 3)
    const cause = 'asientos tomados del cupo de la agencia';
    await confirmInTransaction(
      tx,
      { userId: user.id, idempotencyKey: key },
      { id: row!.id, code: locator, cause },
      answer,
    );
    return answer;
  });
}

const confirmedAnswer = (
  trip: Pick<Trip, 'ida' | 'vuelta'>,
  seats: number,
  id: number,
  locator: string,
): StoredAnswer => {
  const answer: TFlightBookingResponse = {
    disponible: true,
    notas: `Reserva confirmada: ${seats} asiento(s) en ${trip.ida.flightNumber} y ${trip.vuelta.flightNumber} (${locator})`,
    reservationId: String(id),
    status: 'confirmed',
  };
  return { statusCode: 200, body: answer };
};

/**
 * POST api/aereos/reservar (spec §7): once per Idempotency-Key, every rule checked, then the
 * seats of both legs and the row in one transaction. Fewer seats left than passengers:
 * `disponible: false` with the reason, nothing written (spec §8 'No se pudo completar la reserva').
 */
export function bookFlight(deps: FlightsDeps, user: AuthUser, body: TFlightBookingRequest, key: string) {
  const opts = { userId: user.id, key, route: 'flights/reservar', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const plan = await prepareFlight(deps, user, body);
    // Already too few seats when the rules read the legs: answered without queueing on their
    // row locks (a sold-out block under a rush); the locked check below is the one that counts.
    const seen = Math.min(plan.trip.ida.seatsLeft, plan.trip.vuelta.seatsLeft);
    if (seen < body.pasajeros.length) return seatsGone();
    try {
      const answer = await writeConfirmed(deps, user, body, plan, key);
      markWritten();
      return answer;
    } catch (err) {
      if (!(err instanceof SeatsGone)) throw err;
      return seatsGone();
    }
  });
}

/**
 * A confirmed flight booking's answer, rebuilt from its row and legs for a key a crash left
 * without one (issue 29, item 3: before it, the answer was stored after the commit).
 */
export const flightKeyAnswer =
  (db: Db): KeyAnswerer =>
  async ([row]) => {
    if (!row?.supplierRef) return undefined;
    const r = row.request as { idTramo: number; idTramoVuelta: number; pasajeros: unknown[] };
    const trip = await tripOf(db, r.idTramo, r.idTramoVuelta);
    return trip && confirmedAnswer(trip, r.pasajeros.length, row.id, row.supplierRef);
  };
