import {
  breakdownToAmounts,
  fromCents,
  MESSAGES,
  type TCarBookingRequest,
  type TCarBookingResponse,
} from '@portal/domain';
import type { StoredAnswer } from '../../lib/reply';
import type { AuthUser } from '../../plugins/auth';
import { bookWrittenRow } from '../booking/book-written-row';
import { withIdempotency } from '../booking/idempotency';
import { markupRowFields } from '../markups/pricing';
import { insertPendingReservations } from '../reservations/repo';
import { prepareCar } from './book-rules';
import type { CarsDeps } from './deps';

export const carBookingAnswer = (id: number, confirmId: string): TCarBookingResponse => ({
  confirmId,
  reservationId: String(id),
  status: 'confirmed',
});

/**
 * POST reservar/ (spec §4, §7): once per Idempotency-Key, every rule checked, the row written
 * as pending, then the brand books it under our reference and its answer is recorded.
 */
export function bookCar(deps: CarsDeps, user: AuthUser, body: TCarBookingRequest, key: string) {
  const opts = { userId: user.id, key, route: 'cars/reservar', body };
  return withIdempotency(deps.db, opts, async ({ markWritten }): Promise<StoredAnswer> => {
    const plan = await prepareCar(deps, user, body);
    const { vehicle, rate, breakdown } = plan;
    const driver = {
      nombres: body.pax.nombres,
      apellidos: body.pax.apellidos,
      nacimiento: body.pax.nacimiento,
    };
    const booking = {
      ...plan.key,
      equipment: plan.equipment.map(({ code, quantity }) => ({ code, quantity })),
      driver,
    };
    const [row] = await insertPendingReservations(deps.db, [
      {
        module: 'cars',
        supplier: body.brand,
        userId: user.id,
        idEntidad: plan.idEntidad,
        productName:
          `${body.brand} ${vehicle.nombreVehiculo} (${vehicle.codigoCategoria}) - ${rate.nombreTarifa}`.slice(
            0,
            200,
          ),
        checkin: body.checkin,
        checkout: body.checkout,
        currency: rate.moneda,
        breakdown: breakdownToAmounts(breakdown),
        total: fromCents(breakdown.total).toFixed(2),
        ...markupRowFields(plan.price),
        passengers: [body.pax],
        request: { booking, equipment: plan.equipment, rentalDays: plan.rentalDays },
        idempotencyKey: key,
      },
    ]);
    markWritten(); // from here a thrown error keeps the key: a retry can never book twice
    return bookWrittenRow(deps, row!, {
      book: () => deps.suppliers[body.brand].book({ ...booking, reference: deps.supplierReference(row!.id) }),
      codeOf: (booked) => booked.confirmId,
      answer: carBookingAnswer,
      failMessage: MESSAGES.carBookingError,
    });
  });
}
