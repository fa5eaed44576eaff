import { MODULE_DAYS, type Plan } from './plans';

// How UAssistance prices a trip, all in integer cents: the plan's module (or year) price,
// revised by the tariff, × the destination region × the traveller's age band × the party
// discount, each traveller rounded to the cent; the plan's premium is the sum of the shares.

/** The insurer's destination regions (the portal's 12 codes) and their price factor in percent. */
export const REGION_PERCENT = {
  NACIONAL: 40,
  SUDAMERICA: 85,
  BRASIL: 85,
  VENEZUELA: 95,
  CENTROAMERICA: 100,
  CUBA: 105,
  AFRICA: 110,
  ASIA: 115,
  OCEANIA: 120,
  EUROPA: 125,
  NORTEAMERICA: 140,
  MUNDIAL: 150,
} as const;
export type Region = keyof typeof REGION_PERCENT;
export const REGIONS = Object.keys(REGION_PERCENT) as [Region, ...Region[]];

/** Age bands by the age on the departure date: minors cheaper, surcharges from 70. */
export const AGE_BANDS = [
  { from: 0, to: 17, percent: 80 },
  { from: 18, to: 69, percent: 100 },
  { from: 70, to: 74, percent: 150 },
  { from: 75, to: 84, percent: 200 },
  { from: 85, to: 99, percent: 250 },
] as const;
const agePercent = (age: number) => AGE_BANDS.find((b) => age >= b.from && age <= b.to)!.percent;

export const isMinor = (age: number) => age <= 17;

export type PartyDiscount = { kind: 'COUPLE' | 'FAMILY'; percent: number };

/** Couple: exactly two adults; family: two adults and one or more minors. Only where the plan grants it. */
export function partyDiscount(plan: Plan, ages: readonly number[]): PartyDiscount | undefined {
  const adults = ages.filter((a) => !isMinor(a)).length;
  const minors = ages.length - adults;
  if (adults !== 2) return undefined;
  if (minors === 0 && plan.couplePercent > 0) return { kind: 'COUPLE', percent: plan.couplePercent };
  if (minors > 0 && plan.familyPercent > 0) return { kind: 'FAMILY', percent: plan.familyPercent };
  return undefined;
}

export type TripToPrice = { region: Region; days: number; ages: readonly number[] };

export type PricedPlan = {
  /** single trip: the module priced and the days past 30 */
  moduleDays?: number;
  extraDays?: number;
  discount?: PartyDiscount;
  /** each traveller's premium in cents, in the order of the ages */
  shares: number[];
  totalCents: number;
};

/** The plan's adult price for the trip before region and age, in cents; undefined if it does not cover it. */
function baseOf(plan: Plan, days: number) {
  if (plan.line === 'ANNUAL_MULTI_TRIP')
    return days <= plan.maxTripDays! ? { cents: plan.yearCents! } : undefined;
  const moduleDays = MODULE_DAYS.find((d) => d >= days) ?? 30;
  const extraDays = Math.max(0, days - 30);
  return { cents: plan.modules![moduleDays]! + extraDays * plan.extraDayCents!, moduleDays, extraDays };
}

/**
 * The plan priced for the trip at a tariff (`factor`: 1 before any revision), or undefined
 * when the plan is not sold for it (a traveller over its age, a trip longer than an annual
 * plan's trips).
 */
export function priceTrip(plan: Plan, trip: TripToPrice, factor: number): PricedPlan | undefined {
  if (trip.ages.some((a) => a > plan.maxAge)) return undefined;
  const base = baseOf(plan, trip.days);
  if (!base) return undefined;
  const revised = Math.round(base.cents * factor);
  const discount = partyDiscount(plan, trip.ages);
  const keep = 100 - (discount?.percent ?? 0);
  const shares = trip.ages.map((age) =>
    Math.round((revised * REGION_PERCENT[trip.region] * agePercent(age) * keep) / 1_000_000),
  );
  return {
    moduleDays: base.moduleDays,
    extraDays: base.extraDays,
    discount,
    shares,
    totalCents: shares.reduce((s, c) => s + c, 0),
  };
}
