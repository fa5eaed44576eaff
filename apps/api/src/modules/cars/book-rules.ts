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
  type Currency,
  type TCarBookingRequest,
  type TCarRate,
  type TVehicle,
} from '@portal/domain';
import type { TMarkedPrice } from '@portal/domain/commerce/markups';
import { badRequest, fromSupplier, must } from '../../errors';
import type { AuthUser } from '../../plugins/auth';
import type { CarRateKey } from '../../suppliers/cars';
import { bookingEntityOf } from '../main/entities/booking-entity';
import type { Pricer } from '../markups/pricing';
import { todayOf } from '../module-deps';
import { carPricers } from './car-prices';
import type { CarsDeps } from './deps';
import { checkRental } from './rental-rules';

export type PreparedCar = {
  key: CarRateKey;
  vehicle: TVehicle;
  rate: TCarRate;
  rentalDays: number;
  equipment: { code: string; description: string; quantity: number; perDay: number; netPerDay: number }[];
  breakdown: BreakdownCents;
  idEntidad: number | null;
  /** the rental's net, markup and sale before the fees (D-25) */
  price: TMarkedPrice;
};

/**
 * The extras asked, each one the car offers at the sale price the agent was shown (0 units
 * left out): `perDay` is that sale price, `netPerDay` the brand's.
 */
function equipmentOf(body: TCarBookingRequest, vehicle: TVehicle, pricer: (m: Currency) => Pricer) {
  return body.equipoAdicional
    .filter((e) => e.quantity > 0)
    .map((e) => {
      const offered = vehicle.specialEquipment.find((s) => s.equipmentGDSCode === e.equipment_code);
      const perDay = offered && pricer(offered.moneda).sale(offered.monto, 'part');
      if (!offered || perDay === undefined || toCents(perDay) !== toCents(e.monto))
        throw badRequest(MESSAGES.carRateChanged);
      return {
        code: e.equipment_code,
        description: offered.equipmentDescription,
        quantity: e.quantity,
        perDay,
        netPerDay: offered.monto,
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
  const pricer = await carPricers(deps, { brand: body.brand, pickup, checkin: body.checkin, idEntidad });
  const tarifa = pricer(priced.rate.moneda).sale(priced.rate.tarifa);
  // the price shown for another client entity is not this one's: the rate changed (D-25)
  if (toCents(tarifa) !== toCents(body.tarifa)) throw badRequest(MESSAGES.carRateChanged);
  const equipment = equipmentOf(body, priced.vehicle, pricer);
  const rentalDays = carRentalDays(body);
  const sale = carSaleCents({
    tarifa,
    equipoAdicional: equipment.map((e) => ({ monto: e.perDay, quantity: e.quantity })),
    rentalDays,
  });
  const net = carSaleCents({
    tarifa: priced.rate.tarifa,
    equipoAdicional: equipment.map((e) => ({ monto: e.netPerDay, quantity: e.quantity })),
    rentalDays,
  });
  const monto = given(body.monto);
  if (monto !== undefined && toCents(monto) !== sale) throw badRequest(MESSAGES.carRateChanged);
  // spec §9: the fees are added on the sale
  const breakdown = productOrderBreakdown({ tarifa: sale });
  const price = {
    netCents: net,
    markupCents: sale - net,
    saleCents: sale,
    ruleId: pricer(priced.rate.moneda).rule?.id ?? null,
  };
  return {
    key,
    vehicle: priced.vehicle,
    rate: priced.rate,
    rentalDays,
    equipment,
    breakdown,
    idEntidad,
    price,
  };
}
