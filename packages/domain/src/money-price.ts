import { type Cents, type Currency, CURRENCIES, parseAmount, parseCents } from './money';

// The providers' price objects (spec §3): field names differ by provider
// (VENTA or venta, IVA or iva, TOTAL or total, ...). One normalised shape in cents.
export type NormalisedPrice = {
  venta?: Cents; // sale rate
  iva?: Cents; // VAT
  total?: Cents;
  costo?: Cents;
  gastoAdministrativo?: Cents; // administrative fee
  resolucion4815?: Cents; // country tax Resolución 4815
  impuestoPais?: Cents; // country tax Ley 27.541 (Impuesto PAIS)
  rg5272?: Cents;
  alicuota?: number; // VAT rate in percent, e.g. 21
  moneda?: Currency;
};

const ALIASES = {
  venta: ['VENTA', 'venta', 'Venta'],
  iva: ['IVA', 'iva', 'Iva'],
  total: ['TOTAL', 'total', 'Total', 'sumaTotal'],
  costo: ['COSTO', 'costo', 'Costo'],
  gastoAdministrativo: ['gastoAdministrativo', 'GastoAdministrativo', 'GASTOADMINISTRATIVO', 'gastoAdm'],
  resolucion4815: ['resolucion4815', 'Resolucion4815', 'RESOLUCION4815', 'rg4815', 'afip'],
  impuestoPais: ['ImpuestoPais', 'impuestoPais', 'IMPUESTOPAIS', 'pais'],
  rg5272: ['rg5272', 'resolucion5272', 'Resolucion5272', 'afip2'],
} as const;

const EXTRA_ALIASES = {
  alicuota: ['alicuota', 'Alicuota', 'ALICUOTA'],
  moneda: ['moneda', 'Moneda', 'MONEDA', 'currency', 'currencyCode'],
} as const;

type Field = keyof typeof ALIASES | keyof typeof EXTRA_ALIASES;
const FIELDS = [...Object.keys(ALIASES), ...Object.keys(EXTRA_ALIASES)] as Field[];

// Each alias's field and its rank among that field's aliases. A price object is read by walking
// its own few keys once, not by asking it for each of the ~35 aliases: a results page reads
// every rate of its first cards while it renders them (issue 34, item 2), and the misses were
// most of that time.
const ALIAS_OF = new Map<string, { field: number; rank: number }>(
  FIELDS.flatMap((field, index) =>
    ({ ...ALIASES, ...EXTRA_ALIASES })[field].map((alias, rank) => [alias, { field: index, rank }] as const),
  ),
);

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Per field, the value of its first alias (in the aliases' order) the object fills. */
const pickAll = (obj: Record<string, unknown>): unknown[] => {
  const values: unknown[] = [];
  const ranks: number[] = [];
  for (const key of Object.keys(obj)) {
    const alias = ALIAS_OF.get(key);
    if (alias === undefined || !isPresent(obj[key])) continue;
    if ((ranks[alias.field] ?? Infinity) > alias.rank) {
      ranks[alias.field] = alias.rank;
      values[alias.field] = obj[key];
    }
  }
  return values;
};

const asCurrency = (value: unknown): Currency | undefined => {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  if (text === 'U$S' || text === 'US$' || text === 'DOLARES') return 'USD';
  if (text === 'PESOS' || text === '$') return 'ARS';
  return CURRENCIES.find((c) => c === text);
};

const CENTS_FIELDS = Object.keys(ALIASES) as (keyof typeof ALIASES)[];
const ALICUOTA = FIELDS.indexOf('alicuota');
const MONEDA = FIELDS.indexOf('moneda');

/** Normalises any provider price object to cents; absent or unreadable fields stay undefined. */
export const parseProviderPrice = (input: unknown): NormalisedPrice => {
  if (typeof input !== 'object' || input === null) return {};
  const values = pickAll(input as Record<string, unknown>);
  const out: NormalisedPrice = {};
  CENTS_FIELDS.forEach((field, index) => {
    const cents = parseCents(values[index]);
    if (cents !== undefined) out[field] = cents;
  });
  const alicuota = parseAmount(values[ALICUOTA]);
  if (alicuota !== undefined) out.alicuota = alicuota;
  const moneda = asCurrency(values[MONEDA]);
  if (moneda !== undefined) out.moneda = moneda;
  return out;
};

/**
 * The sale rate alone, as `parseProviderPrice(input).venta` reads it (the first of its aliases the
 * object fills). A results card's 'Desde' reads it for every rate of its hotel while the first
 * cards render (issue 34, item 2); the other nine fields are not needed there.
 */
export const parseProviderSale = (input: unknown): Cents | undefined => {
  if (typeof input !== 'object' || input === null) return undefined;
  const obj = input as Record<string, unknown>;
  // the object's own enumerable keys, as pickAll reads them
  const alias = ALIASES.venta.find(
    (a) => Object.prototype.propertyIsEnumerable.call(obj, a) && isPresent(obj[a]),
  );
  return alias === undefined ? undefined : parseCents(obj[alias]);
};
