import { addDays, type IsoDate } from '@portal/domain';
import { ACTIVITIES_ARGENTINA } from './activities-argentina';
import { ACTIVITIES_CARIBBEAN } from './activities-caribbean';
import { ACTIVITIES_EUROPE_BRAZIL } from './activities-europe-brazil';
import { ACTIVITIES_USA } from './activities-usa';
import { placeOf, wirePlace } from './places';

// DESTSERVICES' activities (static data V2): what each is, the days it runs, its departures
// with the places each holds, and its concepts (the options sold, priced per adult and minor).

export const PRODUCT_TYPES = {
  EXC: 'Excursiones',
  PAR: 'Parques temáticos',
  ESP: 'Espectáculos',
  COM: 'Tours de compras',
  NAT: 'Naturaleza',
} as const;
export const SUBTYPES = {
  DIA: 'Día completo',
  MED: 'Medio día',
  NOC: 'Nocturna',
  ACU: 'Acuática',
  MUL: 'Varios días',
} as const;
/** How far ahead the provider sells: today and the next 179 days. */
export const HORIZON_DAYS = 180;

export type ActivityRow = {
  code: string;
  name: string;
  type: keyof typeof PRODUCT_TYPES;
  sub: keyof typeof SUBTYPES;
  /** 1 unless said */
  days?: number;
  /** 0 Sunday … 6 Saturday: a WEEKLY activity; every day unless said */
  weekdays?: number[];
  /** 1-12: the season it runs in (mountain roads close in winter); all year unless said */
  months?: number[];
  sectors: string[];
  text: string;
  /** ['Español', 'Inglés'] unless said */
  langs?: string[];
  /** a file of /media/activities without .svg */
  image: string;
  /** minors' ages, [3, 11] unless said: younger go free, older pay as adults */
  child?: [number, number];
  /** 'HH:mm=places …': its departures and how many places each has on a date */
  slots: string;
  /** 'CODE | name | adult USD | minor USD [| HH:mm …]': without times, every departure */
  concepts: string[];
  /** the meeting points (MP-) it starts from */
  meet: string[];
};

export type Concept = { code: string; name: string; adultCents: number; minorCents: number; slots: string[] };
export type Activity = ActivityRow & {
  destination: string;
  productDays: number;
  languages: string[];
  minChildAge: number;
  maxChildAge: number;
  capacity: Record<string, number>;
  priced: Concept[];
};

const cents = (usd: string) => Math.round(Number(usd) * 100);

const build = (destination: string, row: ActivityRow): Activity => {
  const capacity = Object.fromEntries(
    row.slots.split(' ').map((s) => [s.split('=')[0]!, Number(s.split('=')[1])]),
  );
  const priced = row.concepts.map((line) => {
    const [code, name, adult, minor, times] = line.split('|').map((f) => f.trim()) as string[];
    const slots = times ? times.split(' ') : Object.keys(capacity);
    return { code: code!, name: name!, adultCents: cents(adult!), minorCents: cents(minor!), slots };
  });
  const [minChildAge, maxChildAge] = row.child ?? [3, 11];
  const languages = row.langs ?? ['Español', 'Inglés'];
  return {
    ...row,
    destination,
    productDays: row.days ?? 1,
    languages,
    minChildAge,
    maxChildAge,
    capacity,
    priced,
  };
};

export const ACTIVITIES: readonly Activity[] = Object.entries({
  ...ACTIVITIES_USA,
  ...ACTIVITIES_CARIBBEAN,
  ...ACTIVITIES_EUROPE_BRAZIL,
  ...ACTIVITIES_ARGENTINA,
}).flatMap(([destination, rows]) => rows.map((row) => build(destination, row)));
const BY_CODE = new Map(ACTIVITIES.map((a) => [a.code, a]));

export const activityOf = (code: string) => BY_CODE.get(code.toUpperCase());
export const activitiesOf = (destination: string) =>
  ACTIVITIES.filter((a) => a.destination === destination.toUpperCase());

/** Whether it runs on a date (its weekdays and season; the horizon is the caller's). */
export const runsOn = (a: Activity, date: IsoDate) => {
  const d = new Date(`${date}T00:00:00Z`);
  return (
    (!a.weekdays || a.weekdays.includes(d.getUTCDay())) &&
    (!a.months || a.months.includes(d.getUTCMonth() + 1))
  );
};

/** The dates it runs from today for HORIZON_DAYS days. */
export const availableDates = (a: Activity, today: IsoDate): IsoDate[] =>
  Array.from({ length: HORIZON_DAYS }, (_, i) => addDays(today, i)).filter((d) => runsOn(a, d));

export const meetingPoints = (a: Activity) => a.meet.flatMap((code) => placeOf(code) ?? []).map(wirePlace);

/** An activity as the static data V2 answers it (spec §3 Activity static data, and the detail). */
export const wireStaticProduct = (a: Activity, today: IsoDate) => ({
  serviceTypeCode: 'ACT',
  serviceTypeName: 'Actividades',
  productCode: a.code,
  productName: a.name,
  productTypeCode: a.type,
  productTypeName: PRODUCT_TYPES[a.type],
  productSubTypeCode: a.sub,
  productSubTypeName: SUBTYPES[a.sub],
  destinationCode: a.destination,
  productDays: a.productDays,
  productPassengersType: 'ADULT_CHILD',
  availabilityType: a.weekdays ? 'WEEKLY' : 'DAILY',
  availableDates: availableDates(a, today),
  sectors: a.sectors,
  productDescription: a.text,
  productLanguages: a.languages,
  productImage: `/media/activities/${a.image}.svg`,
  childAgeFrom: a.minChildAge,
  childAgeTo: a.maxChildAge,
});
