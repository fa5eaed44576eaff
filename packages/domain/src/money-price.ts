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

const pick = (obj: Record<string, unknown>, keys: readonly string[]): unknown => {
  for (const k of keys) if (obj[k] !== undefined && obj[k] !== null && obj[k] !== '') return obj[k];
  return undefined;
};

const asCurrency = (value: unknown): Currency | undefined => {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : undefined;
  if (text === 'U$S' || text === 'US$' || text === 'DOLARES') return 'USD';
  if (text === 'PESOS' || text === '$') return 'ARS';
  return CURRENCIES.find((c) => c === text);
};

/** Normalises any provider price object to cents; absent or unreadable fields stay undefined. */
export const parseProviderPrice = (input: unknown): NormalisedPrice => {
  if (typeof input !== 'object' || input === null) return {};
  const obj = input as Record<string, unknown>;
  const out: NormalisedPrice = {};
  for (const [field, keys] of Object.entries(ALIASES) as [keyof typeof ALIASES, readonly string[]][]) {
    const cents = parseCents(pick(obj, keys));
    if (cents !== undefined) out[field] = cents;
  }
  const alicuota = parseAmount(pick(obj, ['alicuota', 'Alicuota', 'ALICUOTA']));
  if (alicuota !== undefined) out.alicuota = alicuota;
  const moneda = asCurrency(pick(obj, ['moneda', 'Moneda', 'MONEDA', 'currency', 'currencyCode']));
  if (moneda !== undefined) out.moneda = moneda;
  return out;
};
