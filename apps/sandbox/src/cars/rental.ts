import { addDays, carRentalDays } from '@portal/domain';
import { hash32, seededRandom } from '../random';
import { COUNTRY_LEVEL, type FleetCar } from './fleet';
import { officeOf, type CarBrand, type Office } from './offices';
import { minimumAgeOf } from './terms';

// A rental as the brands price it: the offices, the pick-up and return times, the driver's age
// and residence. Every price is fixed by them (the same question, the same price), in cents.

export type Rental = {
  brand: CarBrand;
  pickup: string;
  pickupDate: string;
  pickupTime: string;
  dropoff: string;
  returnDate: string;
  returnTime: string;
  driverAge: number;
  residence: string;
};

export type PricedRental = Rental & { from: Office; to: Office; days: number; dates: string[] };

export const MAX_RENTAL_DAYS = 60;

/**
 * The rental when the brand rents it: both offices its own and in one country (no one-way
 * across a border), at least its minimum age, 1 to 60 days; else why not.
 */
export function priceableRental(r: Rental): PricedRental | { refused: string } {
  const from = officeOf(r.brand, r.pickup);
  const to = officeOf(r.brand, r.dropoff);
  if (!from || !to) return { refused: 'UNKNOWN_LOCATION' };
  if (from.country !== to.country) return { refused: 'ONE_WAY_CROSS_BORDER_NOT_ALLOWED' };
  if (r.driverAge < minimumAgeOf(r.brand, from.country)) return { refused: 'DRIVER_UNDER_MINIMUM_AGE' };
  if (`${r.returnDate}T${r.returnTime}` <= `${r.pickupDate}T${r.pickupTime}`)
    return { refused: 'RETURN_NOT_AFTER_PICKUP' };
  const days = carRentalDays({
    checkin: r.pickupDate,
    checkout: r.returnDate,
    horaIn: r.pickupTime,
    horaOut: r.returnTime,
  });
  if (days > MAX_RENTAL_DAYS) return { refused: 'RENTAL_TOO_LONG' };
  const dates = Array.from({ length: days }, (_, i) => addDays(r.pickupDate, i));
  return { ...r, from, to, days, dates };
}

const SOUTH = ['AR', 'CL', 'UY', 'BR'];

/** High seasons: summer and winter holidays of each hemisphere, ski months in the Andes. */
export function seasonFactor(office: Office, date: string): number {
  const md = date.slice(5);
  const month = Number(date.slice(5, 7));
  if (md >= '12-20' || md <= '01-05') return 1.4;
  if (SOUTH.includes(office.country)) {
    if (office.snow && (month === 7 || month === 8)) return 1.45;
    if (month <= 2) return 1.35;
    return month === 7 ? 1.25 : 1;
  }
  if (month === 7 || month === 8) return 1.3;
  return month === 3 || month === 4 ? 1.15 : 1;
}

const BRAND_LEVEL: Record<CarBrand, number> = { AVIS: 1.08, BUDGET: 0.94 };

/** One day of the car's time and mileage, in cents: ±6 % from one day to the next. */
export function dayCents(r: PricedRental, car: FleetCar, date: string): number {
  const jitter = 0.94 + 0.12 * seededRandom(hash32(`${r.brand}:${r.from.code}:${car.code}:${date}`))();
  const level = COUNTRY_LEVEL[r.from.country] ?? 1;
  return Math.round(car.baseUsd * level * BRAND_LEVEL[r.brand] * seasonFactor(r.from, date) * jitter * 100);
}

export const winterInAndes = (office: Office, date: string) =>
  office.snow === true && [6, 7, 8, 9].includes(Number(date.slice(5, 7)));
