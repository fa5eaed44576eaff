import { COUNTRY_LEVEL, type FleetCar } from './fleet';
import { dayCents, type PricedRental } from './rental';
import { YOUNG_DRIVER_AGE } from './terms';

// The brand's rate plans for a car and what each charges (issue 14): time and mileage by day,
// the coverages the plan includes, and the fees of the rental (another office, a young
// driver, the airport's concession, local taxes), each included in the rate or paid at the
// counter. Cents throughout; the wire answers amounts as cents / 100.

export type PlanCode = 'BAS' | 'CDW' | 'TOT';
type Purpose = 'ONE_WAY' | 'YOUNG_DRIVER' | 'AIRPORT' | 'TAX';

type Plan = {
  code: PlanCode;
  name: string;
  coverages: ('TPL' | 'CDW')[];
  /** the fees this plan includes in its rate; the others are paid at the counter */
  includes: Purpose[];
  /** what the plan adds per day over time and mileage, in USD in the US */
  perDayUsd: number;
};

const PLANS: Record<PlanCode, Plan> = {
  BAS: { code: 'BAS', name: 'Básica', coverages: ['TPL'], includes: ['ONE_WAY'], perDayUsd: 0 },
  CDW: {
    code: 'CDW',
    name: 'Con CDW y TPL',
    coverages: ['TPL', 'CDW'],
    includes: ['ONE_WAY', 'AIRPORT'],
    perDayUsd: 21,
  },
  TOT: {
    code: 'TOT',
    name: 'Todo incluido',
    coverages: ['TPL', 'CDW'],
    includes: ['ONE_WAY', 'AIRPORT', 'YOUNG_DRIVER', 'TAX'],
    perDayUsd: 30, // CDW without deductible
  },
};

const COVERAGE_TEXT = {
  TPL: 'Responsabilidad civil frente a terceros',
  CDW: 'Protección por daños al vehículo (con franquicia salvo en Todo incluido)',
};

/** The plans a brand sells in a country: BUDGET sells its all-inclusive plan in the north only. */
export const plansOf = (brand: string, country: string): PlanCode[] =>
  brand === 'AVIS' || ['US', 'MX', 'DO', 'ES'].includes(country) ? ['BAS', 'CDW', 'TOT'] : ['BAS', 'CDW'];

const AIRPORT_FEE_PCT: Record<string, number> = {
  US: 11.11,
  MX: 8,
  DO: 10,
  AR: 12,
  CL: 12,
  UY: 10,
  BR: 12,
  ES: 15,
};
const TAX_PCT: Record<string, number> = { US: 7, MX: 16, DO: 18, AR: 21, CL: 19, UY: 22, BR: 12, ES: 21 };
/** Unlimited mileage, except the basic plan of the south (200 km a day). */
const limitedKm = (plan: PlanCode, country: string) =>
  plan === 'BAS' && ['AR', 'CL', 'UY', 'BR'].includes(country) ? 200 : undefined;

const usd = (amountUsd: number, country: string) =>
  Math.round(amountUsd * (COUNTRY_LEVEL[country] ?? 1) * 100);

/** One-way fee: another office of the city, or (higher) of another city of the country. */
export function oneWayCents(r: PricedRental): number {
  if (r.from.code === r.to.code) return 0;
  return usd(r.from.city === r.to.city ? 35 : 160, r.from.country);
}

export const youngDriverPerDayCents = (r: PricedRental) =>
  r.driverAge < YOUNG_DRIVER_AGE ? usd(r.from.country === 'US' ? 27 : 16, r.from.country) : 0;

export type PricedFee = { purpose: Purpose; description: string; cents: number; included: boolean };

/** A plan of a car for the rental, priced: undefined when the brand does not sell it there. */
export function planPrice(r: PricedRental, car: FleetCar, code: string) {
  if (!plansOf(r.brand, r.from.country).includes(code as PlanCode)) return undefined;
  const plan = PLANS[code as PlanCode];
  const country = r.from.country;
  const time = r.dates.reduce((sum, d) => sum + dayCents(r, car, d), 0);
  const cover = usd(plan.perDayUsd, country) * r.days;
  const fees: PricedFee[] = [];
  const add = (purpose: Purpose, description: string, cents: number) => {
    if (cents > 0) fees.push({ purpose, description, cents, included: plan.includes.includes(purpose) });
  };
  add('ONE_WAY', `Devolución en otra oficina (${r.to.name})`, oneWayCents(r));
  add(
    'YOUNG_DRIVER',
    `Conductor joven (menor de ${YOUNG_DRIVER_AGE} años), por día`,
    youngDriverPerDayCents(r) * r.days,
  );
  if (r.from.airport)
    add(
      'AIRPORT',
      'Tasa de concesión aeroportuaria',
      Math.round(((time + cover) * (AIRPORT_FEE_PCT[country] ?? 10)) / 100),
    );
  const taxed = time + cover + fees.reduce((s, f) => s + f.cents, 0);
  add(
    'TAX',
    `Impuestos locales (${TAX_PCT[country] ?? 0} %)`,
    Math.round((taxed * (TAX_PCT[country] ?? 0)) / 100),
  );
  const rateTotal = time + cover + fees.filter((f) => f.included).reduce((s, f) => s + f.cents, 0);
  const counter = fees.filter((f) => !f.included).reduce((s, f) => s + f.cents, 0);
  return {
    code: plan.code,
    name: plan.name,
    coverages: plan.coverages.map((c) => ({ code: c, description: COVERAGE_TEXT[c] })),
    limitedKm: limitedKm(plan.code, country),
    fees,
    rateTotal,
    estimatedTotal: rateTotal + counter,
  };
}
