import { type Check, OK, fail } from './common/check';
import { type IsoDate, addDays, addYears, isValidIsoDate, parseIsoDate } from './dates';
import { fmt, msg } from './messages';

// Ages and birth-date windows (spec §5, §9). All dates are 'YYYY-MM-DD'; "today" is a parameter.

/**
 * Completed years on `on`. The birthday counts on its own day; someone born on 29 February
 * turns a year older on 1 March in common years.
 */
export const ageOn = (birth: IsoDate, on: IsoDate): number => {
  const b = parseIsoDate(birth);
  const o = parseIsoDate(on);
  if (!b || !o) throw new RangeError(`Invalid date: ${birth} / ${on}`);
  const beforeBirthday = o.m < b.m || (o.m === b.m && o.d < b.d);
  return o.y - b.y - (beforeBirthday ? 1 : 0);
};

/** The latest birth date of someone who is at least `years` old on `on` (ageOn(b, on) >= years ⇔ b <= result). */
const latestBirthForAge = (on: IsoDate, years: number): IsoDate => addYears(on, -years);

/** The earliest birth date of someone at most `years` old on `on` (ageOn(b, on) <= years ⇔ b >= result). */
const earliestBirthForAge = (on: IsoDate, years: number): IsoDate => addDays(addYears(on, -(years + 1)), 1);

// Adult ages, resolved once (issue 11, item 3): the lead passenger, who holds the booking, is
// 18 or older; the other adults follow the search's rule: 10 or more in hotels (spec §9, the
// occupancy's 'Adultos: 10 años o más'; spec §5's 17 contradicted it), 9 or more on the
// ticket-style form (spec §5).
const ADULT_MIN_YEARS = { ticket: 9, hotel: 10 } as const;
export const LEAD_MIN_YEARS = 18;
export type PassengerForm = keyof typeof ADULT_MIN_YEARS;

export const adultBirthDateMax = (today: IsoDate, form: PassengerForm, isLead = false): IsoDate =>
  latestBirthForAge(today, isLead ? LEAD_MIN_YEARS : ADULT_MIN_YEARS[form]);

export const checkAdultBirthDate = (
  birth: string,
  today: IsoDate,
  form: PassengerForm,
  isLead = false,
): Check => {
  if (!isValidIsoDate(birth)) return fail('birthDateRequired', 'nacimiento');
  if (birth <= adultBirthDateMax(today, form, isLead)) return OK;
  if (isLead) return fail('leadAdultBirthDate', 'nacimiento');
  return fail(form === 'ticket' ? 'adultBirthDateTicket' : 'adultBirthDateHotel', 'nacimiento');
};

// spec §9: minors 3-9 by default ("between 9 and 3 years ago"); with a stated age,
// "one year ending the given years ago". Windows are taken on the entry/check-in date.
const DEFAULT_MINOR_AGES = { min: 3, max: 9 } as const;

type BirthWindow = { min: IsoDate; max: IsoDate };

/** Birth dates of a minor who is `age` years old (or 3 to 9 when age is unknown) on `refDate`. */
export const minorBirthWindow = (refDate: IsoDate, age?: number | null): BirthWindow => {
  const lo = age ?? DEFAULT_MINOR_AGES.min;
  const hi = age ?? DEFAULT_MINOR_AGES.max;
  return { min: earliestBirthForAge(refDate, hi), max: latestBirthForAge(refDate, lo) };
};

export const checkMinorBirthDate = (birth: string, refDate: IsoDate, age?: number | null): Check => {
  if (!isValidIsoDate(birth)) return fail('birthDateRequired', 'nacimiento');
  const { min, max } = minorBirthWindow(refDate, age);
  return birth >= min && birth <= max ? OK : fail('minorBirthDateOutOfRange', 'nacimiento');
};

/** 'Menor de {age} años', or '3 o 9' when the age is not known (spec §5). */
export const minorLabel = (age?: number | null): string =>
  age === undefined || age === null ? msg('minorUnknownAgeLabel') : fmt('minorAgeLabel', { age });

// spec §9: minimum age 18 by default, 21 with a flag (the age-date helper)
const minimumAge = (over21 = false): number => (over21 ? 21 : 18);
export const minimumAgeBirthDateMax = (today: IsoDate, over21 = false): IsoDate =>
  latestBirthForAge(today, minimumAge(over21));

export const checkMinimumAge = (birth: string, today: IsoDate, over21 = false): Check => {
  if (!isValidIsoDate(birth)) return fail('birthDateRequired', 'nacimiento');
  return birth <= minimumAgeBirthDateMax(today, over21)
    ? OK
    : fail(over21 ? 'minimumAge21' : 'minimumAge18', 'nacimiento');
};

// spec §9: adult/minor/infant thresholds per product
type PaxProduct = 'hotels' | 'tickets' | 'flights' | 'assistance';
type PaxKind = 'adult' | 'minor' | 'infant';
const PAX_THRESHOLDS: Record<PaxProduct, { adultFrom: number; minorFrom: number }> = {
  hotels: { adultFrom: 10, minorFrom: 3 }, // hotels 10 or more; under 3 infants
  tickets: { adultFrom: 10, minorFrom: 3 }, // 'adults over 10 years', minors 3-9
  flights: { adultFrom: 10, minorFrom: 3 }, // adults over 10 years
  assistance: { adultFrom: 18, minorFrom: 0 }, // adults 18+, minors 17 or under
};
export const ADULT_DEFAULT_AGE = 18;
const INFANT_MAX_AGE = 2; // under 3

export const paxKind = (age: number, product: PaxProduct): PaxKind => {
  const t = PAX_THRESHOLDS[product];
  if (age >= t.adultFrom) return 'adult';
  return age >= t.minorFrom ? 'minor' : 'infant';
};

/** Infants (under 3) have no meal plan (spec §9 dining text). */
export const hasMealPlan = (age: number): boolean => age > INFANT_MAX_AGE;
