import { extrasOf } from './equipment';
import { carOf, fleetOf, type FleetCar } from './fleet';
import { planPrice, plansOf } from './rates';
import { isOpen } from './offices';
import type { PricedRental } from './rental';
import { YOUNG_DRIVER_AGE } from './terms';

// The brand's answers in its own spelling (OTA-like English: VehAvail, RateQualifier,
// TotalCharge, Fees, Equipment), made from the fleet, the plans and the extras.

const amount = (cents: number) => cents / 100;
const BIG_CARS = ['IFAR', 'SFAR', 'PVAR'];

/** Why the brand will not rent at those times: an office closed at pick-up or return. */
export function closedOffice(r: PricedRental): string | undefined {
  if (!isOpen(r.from, r.pickupDate, r.pickupTime))
    return `${r.from.name} está cerrada el ${r.pickupDate} a las ${r.pickupTime}`;
  if (!isOpen(r.to, r.returnDate, r.returnTime))
    return `${r.to.name} está cerrada el ${r.returnDate} a las ${r.returnTime}`;
  return undefined;
}

/** The cars the driver may rent: under 25, no SUVs nor vans (the brands' terms). */
const carsFor = (r: PricedRental) =>
  fleetOf(r.brand, r.from.country).filter(
    (c) => r.driverAge >= YOUNG_DRIVER_AGE || !BIG_CARS.includes(c.code),
  );

function wireRate(r: PricedRental, car: FleetCar, code: string) {
  const p = planPrice(r, car, code);
  if (!p) return undefined;
  return {
    RateQualifier: { RateCode: p.code, RateName: p.name },
    RentalDays: r.days,
    Distance: p.limitedKm
      ? { Unlimited: false, Quantity: p.limitedKm, Unit: 'km', PeriodUnit: 'Day' }
      : { Unlimited: true },
    Coverages: p.coverages.map((c) => ({ Code: c.code, Description: c.description, IncludedInRate: true })),
    Fees: p.fees.map((f) => ({
      Description: f.description,
      Amount: amount(f.cents),
      CurrencyCode: 'USD',
      IncludedInRate: f.included,
      Purpose: f.purpose,
    })),
    TotalCharge: {
      RateTotalAmount: amount(p.rateTotal),
      EstimatedTotalAmount: amount(p.estimatedTotal),
      CurrencyCode: 'USD',
    },
  };
}

export function wireCar(r: PricedRental, car: FleetCar, codes: string[]) {
  return {
    VehicleCategory: car.code,
    VehicleGroup: car.group,
    VehicleClassName: car.name,
    VehMakeModel: { Name: car.model, OrSimilar: true },
    PassengerQuantity: car.seats,
    DoorCount: car.doors,
    BaggageQuantity: car.bags,
    AirConditionInd: true,
    TransmissionType: car.transmission,
    PictureURL: car.picture,
    Inclusions: ['Responsabilidad civil frente a terceros (TPL)', 'Asistencia en ruta 24 horas'],
    Rates: codes.map((c) => wireRate(r, car, c)).filter((x) => x !== undefined),
    Equipment: extrasOf(r).map((e) => ({
      EquipType: e.type,
      Code: e.code,
      Description: e.description,
      Amount: amount(e.cents),
      CurrencyCode: 'USD',
      UnitCharge: 'Day',
    })),
  };
}

/** Every car the brand rents for it, each with its plans. */
export const searchCars = (r: PricedRental) =>
  carsFor(r).map((car) => wireCar(r, car, plansOf(r.brand, r.from.country)));

/** One car's plan priced again; undefined when not sold for that rental. */
export function checkCar(r: PricedRental, category: string, rateCode: string) {
  const car = carsFor(r).find((c) => c.code === category) && carOf(r.brand, r.from.country, category);
  if (!car) return undefined;
  const offer = wireCar(r, car, [rateCode]);
  return offer.Rates.length === 1 ? offer : undefined;
}
