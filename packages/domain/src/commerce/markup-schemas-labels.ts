import { fail, OK, type Check } from '../common/check';
import { fmt } from '../messages';
import { formatMoney, toCents, type Currency } from '../money';
import { PRODUCT_LINES } from '../reservations/product-lines';
import type { TReservationModule } from '../reservations/reservation';
import { MARKUP_SPECIFICITY, type TMarkupKind } from './markups';

// What the back office shows and offers of a markup rule (issue 32, item 1): the suppliers a
// rule may name, the criteria in the order they win, and a rule's margin in words.

/**
 * The suppliers each line books with, as its bookings name them (`reservations.supplier`, the
 * `supplier` of each module's book-service): a rule naming another never applies. A line
 * missing here (a new one) offers none until it is added.
 */
export const MARKUP_SUPPLIERS: Partial<Record<TReservationModule, readonly string[]>> = {
  tickets: ['DISNEY', 'DISNEYLAND', 'UNIVERSAL'],
  'disney-hotels': ['DISNEYHOTELS'],
  hotels: ['OMNIBEES', 'PRESTIGE', 'HBSI'],
  'third-hotels': ['THIRDPROVIDER'],
  cars: ['AVIS', 'BUDGET'],
  assistance: ['UASSISTANCE'],
  // the agency's own seat blocks
  flights: ['CUPOS'],
  activities: ['DESTSERVICES'],
  transfers: ['DESTSERVICES'],
};

const SUPPLIER_LABELS: Record<string, string> = {
  DISNEY: 'Walt Disney World',
  DISNEYLAND: 'Disneyland',
  UNIVERSAL: 'Universal',
  DISNEYHOTELS: 'Hoteles Disney (cupo propio)',
  OMNIBEES: 'Omnibees',
  PRESTIGE: 'Prestige',
  HBSI: 'HBSI',
  THIRDPROVIDER: 'Mayorista de hoteles',
  AVIS: 'AVIS',
  BUDGET: 'BUDGET',
  UASSISTANCE: 'Asistencia al viajero',
  CUPOS: 'Cupos aéreos propios',
  DESTSERVICES: 'Actividades y traslados',
};

/** How staff read a supplier's code. */
export const markupSupplierLabel = (code: string): string => SUPPLIER_LABELS[code] ?? code;

/** The suppliers a rule of this line may name; of every line when it names none. */
export const markupSuppliersOf = (linea: TReservationModule | null | undefined): readonly string[] =>
  linea ? (MARKUP_SUPPLIERS[linea] ?? []) : [...new Set(Object.values(MARKUP_SUPPLIERS).flat())];

/** The supplier's code as the list has it (any case accepted), or undefined when it is not there. */
export const markupSupplierCode = (
  linea: TReservationModule | null | undefined,
  proveedor: string,
): string | undefined =>
  markupSuppliersOf(linea).find((c) => c.toLowerCase() === proveedor.trim().toLowerCase());

/** A named supplier must be one the line books with. */
export function checkMarkupSupplier(
  linea: TReservationModule | undefined,
  proveedor: string | undefined,
): Check {
  if (proveedor === undefined || markupSupplierCode(linea, proveedor)) return OK;
  if (!linea) return fail('markupProveedor', 'proveedor');
  const offered = markupSuppliersOf(linea);
  const message =
    offered.length === 0
      ? fmt('markupProveedorSinLinea', { linea: PRODUCT_LINES[linea].label })
      : fmt('markupProveedorLinea', {
          proveedor,
          linea: PRODUCT_LINES[linea].label,
          proveedores: offered.join(', '),
        });
  return { ok: false, key: 'markupProveedor', message, field: 'proveedor' };
}

type TCriterion = keyof typeof MARKUP_SPECIFICITY;
const CRITERION_LABELS: Record<TCriterion, string> = {
  idEntidad: 'Entidad',
  proveedor: 'Proveedor',
  destino: 'Destino',
  linea: 'Línea',
  fechas: 'Fechas de viaje',
};

/** The criteria from the one that weighs most to the one that weighs least (MARKUP_SPECIFICITY). */
export const MARKUP_CRITERIA = (Object.keys(MARKUP_SPECIFICITY) as TCriterion[])
  .sort((a, b) => MARKUP_SPECIFICITY[b] - MARKUP_SPECIFICITY[a])
  .map((key) => ({ key, label: CRITERION_LABELS[key], weight: MARKUP_SPECIFICITY[key] }));

type TCriteriaOf = {
  linea: unknown;
  proveedor: unknown;
  idEntidad: unknown;
  destino: unknown;
  desde: unknown;
  hasta: unknown;
};

/** The criteria a rule names, heaviest first (what makes it more specific than another). */
export const markupCriteriaOf = (rule: TCriteriaOf): string[] =>
  MARKUP_CRITERIA.filter(({ key }) =>
    key === 'fechas' ? rule.desde !== null || rule.hasta !== null : rule[key] !== null,
  ).map((c) => c.label);

const percent = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 });

/** A rule's margin in words: '10 %', '12,5 %' or 'US$ 25,00 por reserva'. */
export const markupValueText = (rule: {
  tipo: TMarkupKind;
  valor: number;
  moneda: Currency | null;
}): string =>
  rule.tipo === 'porcentaje'
    ? `${percent.format(rule.valor)} %`
    : `${formatMoney(toCents(rule.valor), rule.moneda ?? 'USD')} por reserva`;

const day = (iso: string) => iso.split('-').reverse().join('/');

/** The travel dates a rule covers: 'del 01/12/2026 al 31/12/2026', 'desde el …', 'hasta el …', or null. */
export const markupDatesText = ({ desde, hasta }: { desde: string | null; hasta: string | null }) => {
  if (desde && hasta) return `del ${day(desde)} al ${day(hasta)}`;
  if (desde) return `desde el ${day(desde)}`;
  return hasta ? `hasta el ${day(hasta)}` : null;
};

type TSummarised = Parameters<typeof markupValueText>[0] & {
  linea: TReservationModule | null;
  proveedor: string | null;
  razonSocial: string | null;
  destino: string | null;
  desde: string | null;
  hasta: string | null;
};

/** What a rule does in one line: '10 % · Autos · AVIS · Viajes Andinos S.A. · Miami · del … al …'. */
export const markupSummary = (r: TSummarised): string =>
  [
    markupValueText(r),
    r.linea ? PRODUCT_LINES[r.linea].label : 'Todas las líneas',
    r.proveedor && markupSupplierLabel(r.proveedor),
    r.razonSocial,
    r.destino,
    markupDatesText(r),
  ]
    .filter(Boolean)
    .join(' · ');
