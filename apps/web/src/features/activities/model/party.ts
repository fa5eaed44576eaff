import type { TActivityParty } from '@portal/domain/activities/activity-availability';
import { MESSAGES } from '@portal/domain/messages';
import type { TPaxSlot } from '@/shared/passenger-form/passenger-rules';

// Who goes on an activity or a transfer: adults 1-10, minors 0-10 with one age 0-17 each
// (spec §5 occupancy). In the URL as ?adultos=2&edades=7,12 (one age per minor).
export type TParty = { adults: number; childAges: number[] };
export const PARTY_LIMITS = {
  adults: { min: 1, max: 10 },
  minors: { min: 0, max: 10 },
  age: { min: 0, max: 17 },
} as const;
/** spec §9: a search starts with 2 adults and no minors. */
export const DEFAULT_PARTY: TParty = { adults: 2, childAges: [] };

const inRange = (n: number, r: { min: number; max: number }) =>
  Number.isInteger(n) && n >= r.min && n <= r.max;

export const readParty = (p: URLSearchParams): TParty => {
  const adults = Number(p.get('adultos'));
  const ages = (p.get('edades') ?? '')
    .split(',')
    .filter((raw) => raw.trim() !== '')
    .map(Number);
  return {
    adults: p.get('adultos') && inRange(adults, PARTY_LIMITS.adults) ? adults : DEFAULT_PARTY.adults,
    childAges: ages.every((a) => inRange(a, PARTY_LIMITS.age)) ? ages.slice(0, PARTY_LIMITS.minors.max) : [],
  };
};

export const writeParty = (p: URLSearchParams, party: TParty) => {
  p.set('adultos', String(party.adults));
  if (party.childAges.length) p.set('edades', party.childAges.join(','));
};

export const paxCount = (party: TParty) => party.adults + party.childAges.length;

/** The rooming of the activity draft (spec §3): adultCount, childCount, childAges. */
export const toRooming = (party: TParty): TActivityParty => ({
  adultCount: party.adults,
  childCount: party.childAges.length,
  childAges: party.childAges,
});

/** One passenger form per person: the adults, then each minor with the age searched. */
export const partySlots = (party: TParty): TPaxSlot[] => [
  ...Array.from({ length: party.adults }, (): TPaxSlot => ({ kind: 'adult' })),
  ...party.childAges.map((age): TPaxSlot => ({ kind: 'minor', age })),
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const agesList = (ages: readonly number[]) =>
  ages.length > 1 ? `${ages.slice(0, -1).join(', ')} y ${ages.at(-1)}` : String(ages[0]);

/** '2 adultos · 2 menores (7 y 12 años)' */
export const partyText = (party: TParty): string => {
  const adults = plural(party.adults, 'adulto', 'adultos');
  if (!party.childAges.length) return adults;
  const minors = plural(party.childAges.length, 'menor', 'menores');
  const years = party.childAges.length === 1 && party.childAges[0] === 1 ? 'año' : 'años';
  return `${adults} · ${minors} (${agesList(party.childAges)} ${years})`;
};

/** The party as a form holds it: the minors' count first, their ages typed one by one. */
export type TPartyValues = { adultos: number; menores: number; edades: (number | null)[] };

export const partyValuesOf = (party: TParty): TPartyValues => ({
  adultos: party.adults,
  menores: party.childAges.length,
  edades: [...party.childAges],
});

/** As many ages as minors: the ones given, then empty. */
export const resizeAges = (ages: readonly (number | null)[], n: number) =>
  Array.from({ length: n }, (_, i) => ages[i] ?? null);

/** The form's errors of the party: spec §5, each minor needs an age 0-17. */
export const partyErrors = (v: TPartyValues): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!inRange(v.adultos, PARTY_LIMITS.adults)) errors.adultos = MESSAGES.adultsRange;
  if (!inRange(v.menores, PARTY_LIMITS.minors)) errors.menores = MESSAGES.minorsRange;
  resizeAges(v.edades, v.menores).forEach((age, i) => {
    if (age === null) errors[`edades.${i}`] = MESSAGES.minorAgeRequired;
    else if (!inRange(age, PARTY_LIMITS.age)) errors[`edades.${i}`] = MESSAGES.minorAgeRange;
  });
  return errors;
};

/** The party of values that passed partyErrors. */
export const partyOfValues = (v: TPartyValues): TParty => ({
  adults: v.adultos,
  childAges: resizeAges(v.edades, v.menores).map((a) => a ?? 0),
});
