// UAssistance's catalogue, as an Argentine travel-assistance insurer sells it: single-trip plans
// priced by modules of days in four cover tiers (medical cap USD 30.000 to 250.000), and annual
// multi-trip plans. Prices are the adult (18-69) premium in USD cents at region factor 100 %
// (tariff.ts applies the region, the age band, the party discount and the tariff revisions).

export type ProductLine = 'SINGLE_TRIP' | 'ANNUAL_MULTI_TRIP';

export type Cover = { Code: string; Description: string; Currency: 'USD'; Amount: number };

export type Plan = {
  code: string;
  name: string;
  line: ProductLine;
  /** single trip: the price of each module of days (5, 10, 16, 22, 30) */
  modules?: Record<number, number>;
  /** single trip: each day past 30 */
  extraDayCents?: number;
  /** annual: the price of the year */
  yearCents?: number;
  /** annual: the longest a single trip of the year may last */
  maxTripDays?: number;
  /** the oldest traveller the plan insures */
  maxAge: number;
  /** percent off every share: exactly 2 adults (couple), 2 adults with minors ≤ 17 (family) */
  couplePercent: number;
  familyPercent: number;
  covers: Cover[];
};

export const MODULE_DAYS = [5, 10, 16, 22, 30] as const;

const cover = (Code: string, Description: string, Amount: number): Cover => ({
  Code,
  Description,
  Currency: 'USD',
  Amount,
});
const medical = (cap: number) => cover('MED', 'Asistencia médica por accidente o enfermedad', cap);
const dental = (a: number) => cover('DENT', 'Odontología de urgencia', a);
const drugs = (a: number) => cover('DRUG', 'Medicamentos', a);
const luggage = (a: number) => cover('BAG', 'Pérdida de equipaje', a);
const cancellation = (a: number) => cover('CANX', 'Cancelación de viaje', a);
const preexisting = (a: number) => cover('PREX', 'Enfermedades preexistentes', a);
const sports = (a: number) => cover('SPORT', 'Práctica de deportes', a);

const COVERS_30 = [medical(30_000), dental(300), drugs(500)];
const COVERS_60 = [medical(60_000), dental(500), drugs(1_000), luggage(1_200)];
const COVERS_150 = [
  medical(150_000),
  dental(800),
  drugs(1_500),
  luggage(1_500),
  cancellation(1_500),
  preexisting(500),
];
const COVERS_250 = [
  medical(250_000),
  dental(1_200),
  drugs(3_000),
  luggage(2_000),
  cancellation(3_000),
  preexisting(1_000),
  sports(10_000),
];

const modules = (...usd: [number, number, number, number, number]) =>
  Object.fromEntries(MODULE_DAYS.map((d, i) => [d, usd[i]! * 100]));

export const PLANS: Plan[] = [
  {
    code: 'UA30',
    name: 'UA 30',
    line: 'SINGLE_TRIP',
    modules: modules(20, 32, 45, 56, 70),
    extraDayCents: 200,
    maxAge: 84,
    couplePercent: 0,
    familyPercent: 0,
    covers: COVERS_30,
  },
  {
    code: 'UA60',
    name: 'UA 60',
    line: 'SINGLE_TRIP',
    modules: modules(28, 44, 62, 78, 98),
    extraDayCents: 300,
    maxAge: 99,
    couplePercent: 10,
    familyPercent: 15,
    covers: COVERS_60,
  },
  {
    code: 'UA150',
    name: 'UA 150',
    line: 'SINGLE_TRIP',
    modules: modules(38, 60, 84, 106, 134),
    extraDayCents: 400,
    maxAge: 99,
    couplePercent: 10,
    familyPercent: 15,
    covers: COVERS_150,
  },
  {
    code: 'UA250P',
    name: 'UA 250 Premium',
    line: 'SINGLE_TRIP',
    modules: modules(52, 82, 115, 146, 184),
    extraDayCents: 550,
    maxAge: 84,
    couplePercent: 10,
    familyPercent: 15,
    covers: COVERS_250,
  },
  ...(
    [
      ['UAA60', 'UA Anual 60', 28_000, 30, COVERS_60],
      ['UAA150', 'UA Anual 150', 36_000, 30, COVERS_150],
      ['UAA150-60', 'UA Anual 150 - 60 días', 47_000, 60, COVERS_150],
    ] as const
  ).map(([code, name, yearCents, maxTripDays, covers]): Plan => ({
    code,
    name,
    line: 'ANNUAL_MULTI_TRIP',
    yearCents,
    maxTripDays,
    maxAge: 74,
    couplePercent: 0,
    familyPercent: 0,
    covers: [...covers],
  })),
];

export const planOf = (code: string) => PLANS.find((p) => p.code === code);
