import { carRentalDays, carSaleCents, type TCarEquipment } from '@portal/domain/cars/book-car';
import type { TCarRate, TSpecialEquipment, TVehicle } from '@portal/domain/cars/search-availability';
import { fromCents } from '@portal/domain/money';
import { productOrderBreakdown } from '@portal/domain/pricing/summary';
import type { TCarOrderPayload, TOrderDraftOf } from '@/shared/order-summary/order-draft-store';
import { toOrderSummary } from '@/shared/order-summary/order-summary-lines';
import type { TCompleteCarSearch } from './search-params';

/** Quantities per equipmentId, as the equipment dialog holds them. */
export type TEquipmentCounts = Record<string, number>;

/** The equipment asked for (quantity > 0), as the booking sends it (spec §3 equipoAdicional). */
export const chosenEquipment = (
  offered: readonly TSpecialEquipment[],
  counts: TEquipmentCounts,
): TCarEquipment[] =>
  offered
    .map((e) => ({
      quantity: counts[e.equipmentId] ?? 0,
      equipment_code: e.equipmentGDSCode,
      description: e.equipmentDescription,
      monto: e.monto,
    }))
    .filter((e) => e.quantity > 0);

/** Rental days as the server counts them (started 24-hour periods). */
export const rentalDaysOf = (s: TCompleteCarSearch) => carRentalDays(s);

/** The sale in cents: the rate + each equipment per day × quantity × days (domain carSaleCents). */
export const carSaleOf = (o: { rate: TCarRate; equipment: readonly TCarEquipment[]; rentalDays: number }) =>
  carSaleCents({ tarifa: o.rate.tarifa, equipoAdicional: o.equipment, rentalDays: o.rentalDays });

type TChoice = {
  search: TCompleteCarSearch;
  vehicle: TVehicle;
  rate: TCarRate;
  equipment: TCarEquipment[];
  /** the brand's edadMinima, when its terms were read */
  driverMinAge?: number;
};

/** spec §3 Car booking payload minus the driver and the session's ids; monto is the sale shown. */
const carOrderPayload = ({ search, vehicle, rate, equipment }: TChoice): TCarOrderPayload => ({
  brand: vehicle.brand,
  checkin: search.checkin,
  checkout: search.checkout,
  horaIn: search.horaIn,
  horaOut: search.horaOut,
  oficinaIn: search.oficinaIn,
  oficinaOut: search.oficinaOut,
  codigoTarifa: rate.codigoTarifa,
  codigoCategoria: vehicle.codigoCategoria,
  paisResidencia: search.residencia,
  tarifa: rate.tarifa,
  equipoAdicional: equipment,
  monto: fromCents(carSaleOf({ rate, equipment, rentalDays: rentalDaysOf(search) })),
});

const productText = (rate: TCarRate, equipment: readonly TCarEquipment[]) =>
  [rate.nombreTarifa, ...equipment.map((e) => `${e.quantity} × ${e.description}`)].join(' · ');

/**
 * The order handed to form-pax?q=cars after 'Elegir' (spec §4): the rate and equipment, the
 * driver as the one lead adult, the summary of sale + 35 booking fee + 35 administrative expense.
 */
export function buildCarDraft(choice: TChoice): TOrderDraftOf<'cars'> {
  const { search, vehicle, rate, equipment } = choice;
  const sale = carSaleOf({ rate, equipment, rentalDays: rentalDaysOf(search) });
  const summary = toOrderSummary(
    {
      title: `Auto ${vehicle.brand} ${vehicle.nombreVehiculo}`,
      product: productText(rate, equipment),
      dates: { checkin: search.checkin, checkout: search.checkout },
      adults: 1,
      minors: 0,
      currency: 'USD',
    },
    productOrderBreakdown({ tarifa: sale }),
  );
  return {
    q: 'cars',
    summary,
    passengers: [{ kind: 'adult' }],
    referenceDate: search.checkin,
    variant: 'hotel',
    payload: carOrderPayload(choice),
    ...(choice.driverMinAge !== undefined ? { driverMinAge: choice.driverMinAge } : {}),
  };
}
