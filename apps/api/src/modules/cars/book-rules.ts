import {
  carRentalDays,
  carSaleCents,
  checkMinimumAge,
  checkPassenger,
  given,
  MESSAGES,
  productOrderBreakdown,
  toCents,
  type BreakdownCents,
  type TCarBookingRequest,
  type TCarRate,
  type TVehicle,
} from '@portal/domain';
import { badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CarRateKey } from '../../suppliers/cars';
import { bookingEntityOf } from '../main/entities/booking-entity';
import { todayOf } from '../module-deps';
import type { CarsDeps } from './deps';
import { checkRental } from './rental-rules';

export type PreparedCar = {
  key: CarRateKey;
  vehicle: TVehicle;
  rate: TCarRate;
  rentalDays: number;
  equipment: { code: string; description: string; quantity: number; perDay: number }[];
  breakdown: BreakdownCents;
  idEntidad: number | null;
};

/** The extras asked, each one the car offers at the price the agent was shown (0 units left out). */
function equipmentOf(body: TCarBookingRequest, vehicle: TVehicle) {
  return body.equipoAdicional
    .filter((e) => e.quantity > 0)
    .map((e) => {
      const offered = vehicle.specialEquipment.find((s) => s.equipmentGDSCode === e.equipment_code);
      if (!offered || toCents(offered.monto) !== toCents(e.monto)) throw badRequest(MESSAGES.carRateChanged);
      return {
        code: e.equipment_code,
        description: offered.equipmentDescription,
        quantity: e.quantity,
        perDay: offered.monto,
      };
    });
}

/**
 * Every rule of POST reservar/ (spec §5, §6, §7, §9) from the brand's own answers: the rental's
 * rules, the rate and the equipment priced again (a different amount: 400), the driver's age
 * against the brand's terms for the country (18, or 21 where they say so), the client entity.
 */
export async function prepareCar(
  deps: CarsDeps,
  user: AuthUser,
  body: TCarBookingRequest,
): Promise<PreparedCar> {
  const { query, pickup } = await checkRental(deps, user, body);
  const supplier = deps.suppliers[body.brand];
  const today = todayOf(deps);
  must(
    checkPassenger(body.pax, { group: 'adult', form: 'hotel', today, refDate: body.checkin, isLead: true }),
    { path: 'pax' },
  );
  const terms = await fromSupplier(supplier.terms(pickup.codigoPais), MESSAGES.carBookingError);
  must(checkMinimumAge(body.pax.nacimiento, body.checkin, terms.minimumAge >= 21), { path: 'pax' });
  const idEntidad = await bookingEntityOf(deps.db, user, body.idEntidad);
  const driverAge = Math.max(18, Number(body.pax.edad) || 30);
  const key = { ...query, driverAge, codigoCategoria: body.codigoCategoria, codigoTarifa: body.codigoTarifa };
  const priced = await fromSupplier(supplier.rate(key), MESSAGES.carBookingError);
  if (!priced) throw badRequest(MESSAGES.rateUnavailable);
  if (toCents(priced.rate.tarifa) !== toCents(body.tarifa)) throw badRequest(MESSAGES.carRateChanged);
  const equipment = equipmentOf(body, priced.vehicle);
  const rentalDays = carRentalDays(body);
  const sale = carSaleCents({
    tarifa: priced.rate.tarifa,
    equipoAdicional: equipment.map((e) => ({ monto: e.perDay, quantity: e.quantity })),
    rentalDays,
  });
  const monto = given(body.monto);
  if (monto !== undefined && toCents(monto) !== sale) throw badRequest(MESSAGES.carRateChanged);
  const breakdown = productOrderBreakdown({ tarifa: sale });
  return { key, vehicle: priced.vehicle, rate: priced.rate, rentalDays, equipment, breakdown, idEntidad };
}
