import type { CarBrand } from './offices';

// The fleet by ACRISS category (issue 14): what each category seats, its doors and the model
// each region rents as it ("… o similar"). The third letter of the code is the gearbox (M:
// manual), so the manual categories are rented only where drivers ask for them (the south and
// Spain); the US rents automatics only.

export type Category = {
  code: string; // ACRISS
  group: string; // the brand's car group letter
  name: string;
  seats: number;
  doors: number;
  bags: number;
  /** the daily base price in the US, in USD */
  baseUsd: number;
};

export const CATEGORIES: readonly Category[] = [
  { code: 'ECMR', group: 'A', name: 'Económico manual', seats: 4, doors: 4, bags: 1, baseUsd: 29 },
  { code: 'CCMR', group: 'B', name: 'Compacto manual', seats: 5, doors: 4, bags: 2, baseUsd: 33 },
  { code: 'CCAR', group: 'C', name: 'Compacto automático', seats: 5, doors: 4, bags: 2, baseUsd: 38 },
  { code: 'ICAR', group: 'D', name: 'Intermedio automático', seats: 5, doors: 4, bags: 3, baseUsd: 44 },
  { code: 'SCAR', group: 'E', name: 'Estándar automático', seats: 5, doors: 4, bags: 3, baseUsd: 50 },
  { code: 'FCAR', group: 'F', name: 'Full size automático', seats: 5, doors: 4, bags: 4, baseUsd: 58 },
  { code: 'IFAR', group: 'G', name: 'SUV intermedio', seats: 5, doors: 5, bags: 3, baseUsd: 64 },
  { code: 'SFAR', group: 'H', name: 'SUV estándar', seats: 7, doors: 5, bags: 4, baseUsd: 79 },
  { code: 'PVAR', group: 'V', name: 'Minivan premium', seats: 7, doors: 5, bags: 5, baseUsd: 96 },
];

type Region = 'US' | 'CARIBE' | 'SUR' | 'BR' | 'ES';
const REGION_OF: Record<string, Region> = {
  US: 'US',
  MX: 'CARIBE',
  DO: 'CARIBE',
  AR: 'SUR',
  CL: 'SUR',
  UY: 'SUR',
  BR: 'BR',
  ES: 'ES',
};

/** The model each region rents per category; a category missing is not rented there. */
const MODELS: Record<Region, Partial<Record<string, string>>> = {
  US: {
    CCAR: 'Nissan Versa',
    ICAR: 'Toyota Corolla',
    SCAR: 'Volkswagen Jetta',
    FCAR: 'Chevrolet Malibu',
    IFAR: 'Toyota RAV4',
    SFAR: 'Ford Explorer',
    PVAR: 'Chrysler Pacifica',
  },
  CARIBE: {
    ECMR: 'Chevrolet Spark',
    CCAR: 'Nissan Versa',
    ICAR: 'Volkswagen Virtus',
    SCAR: 'Toyota Corolla',
    IFAR: 'Kia Seltos',
    SFAR: 'Toyota Fortuner',
    PVAR: 'Toyota Sienna',
  },
  SUR: {
    ECMR: 'Fiat Mobi',
    CCMR: 'Chevrolet Onix',
    CCAR: 'Volkswagen Polo automático',
    ICAR: 'Toyota Yaris sedán',
    SCAR: 'Toyota Corolla',
    IFAR: 'Jeep Renegade',
    SFAR: 'Toyota SW4',
    PVAR: 'Mercedes-Benz Vito',
  },
  BR: {
    ECMR: 'Renault Kwid',
    CCMR: 'Hyundai HB20',
    CCAR: 'Chevrolet Onix Plus automático',
    ICAR: 'Nissan Versa',
    SCAR: 'Toyota Corolla',
    IFAR: 'Jeep Renegade',
    SFAR: 'Jeep Commander',
    PVAR: 'Chevrolet Spin',
  },
  ES: {
    ECMR: 'Fiat 500',
    CCMR: 'Seat Ibiza',
    CCAR: 'Volkswagen Polo DSG',
    ICAR: 'Seat León DSG',
    SCAR: 'Skoda Octavia',
    FCAR: 'BMW Serie 3',
    IFAR: 'Seat Ateca',
    SFAR: 'Volkswagen Tiguan Allspace',
    PVAR: 'Volkswagen Touran',
  },
};

/** Price level of a country against the US (fleet, insurance and demand). */
export const COUNTRY_LEVEL: Record<string, number> = {
  US: 1,
  MX: 0.82,
  DO: 0.95,
  AR: 0.92,
  CL: 0.9,
  UY: 1.05,
  BR: 0.74,
  ES: 0.8,
};

export type FleetCar = Category & { model: string; transmission: 'Automatic' | 'Manual'; picture: string };

/** The cars a brand rents in a country: BUDGET, the group's low-cost brand, has no premium vans. */
export function fleetOf(brand: CarBrand, country: string): FleetCar[] {
  const models = MODELS[REGION_OF[country] ?? 'US'];
  return CATEGORIES.filter((c) => models[c.code] && !(brand === 'BUDGET' && c.code === 'PVAR')).map((c) => ({
    ...c,
    model: models[c.code]!,
    transmission: c.code[2] === 'M' ? 'Manual' : 'Automatic',
    // the pictures shipped with the portal (apps/api/assets/media/cars), one per category
    picture: `/media/cars/${c.code.toLowerCase()}.svg`,
  }));
}

export const carOf = (brand: CarBrand, country: string, code: string) =>
  fleetOf(brand, country).find((c) => c.code === code);
