import { z } from 'zod';
import { ZAmount } from '../common/primitives';
import { addDays, addYears, daysInMonth, isValidIsoDate, type IsoDate } from '../dates';
import { MESSAGES } from '../messages';
import { CURRENCIES } from '../money';
import { RESERVATION_MODULES } from '../reservations/reservation';
import { RESERVATION_STATUSES, type TReservationStatus } from '../reservations/reservation-status';

// The sales report for staff (issue 32, item 5): GET /api/admin/reportes/ventas. Bookings, sale,
// net and margin of a period, grouped by one key, in one currency (USD and ARS are never added
// together), with the months of the period as a series for the chart.

/**
 * What each booking status counts as. The table is exhaustive, so a new status does not compile
 * until it is classified here.
 * - vendida: confirmed, pre-booked, or being cancelled (until the supplier says so, it still
 *   holds): counted in reservas, venta, neto and margen;
 * - cancelada: reported apart: how many, and their penalties (revenue with no net behind it);
 *   a cancelled booking's sale is not a sale;
 * - sinConfirmar: pending or unknown (the supplier has not said yet): reported apart, how many
 *   and their sale, in no total until they settle;
 * - excluida: failed, never booked: in no figure at all.
 * The booking's date is when it was made (`created_at`), read as a day of the agency's calendar.
 */
export const SALES_STATUS_CLASS = {
  confirmed: 'vendida',
  pre_booked: 'vendida',
  cancelling: 'vendida',
  cancelled: 'cancelada',
  pending: 'sinConfirmar',
  unknown: 'sinConfirmar',
  failed: 'excluida',
} as const satisfies Record<TReservationStatus, 'vendida' | 'cancelada' | 'sinConfirmar' | 'excluida'>;
export type TSalesStatusClass = (typeof SALES_STATUS_CLASS)[TReservationStatus];

/** The statuses of one class, for the query's filters. */
export const statusesOf = (cls: TSalesStatusClass): TReservationStatus[] =>
  RESERVATION_STATUSES.filter((s) => SALES_STATUS_CLASS[s] === cls);

export const SALES_GROUPINGS = ['linea', 'proveedor', 'mes', 'vendedor', 'entidad'] as const;
export type TSalesGrouping = (typeof SALES_GROUPINGS)[number];
export const SALES_GROUPING_LABELS: Record<TSalesGrouping, string> = {
  linea: 'Línea de producto',
  proveedor: 'Proveedor',
  mes: 'Mes',
  vendedor: 'Vendedor',
  entidad: 'Entidad',
};
/** The group of the bookings made for no client entity (a seller's own). */
export const NO_ENTITY_KEY = 'sin-entidad';
export const NO_ENTITY_LABEL = 'Sin entidad cliente';

export const SALES_REPORT_FORMATS = ['json', 'xlsx'] as const;
/** The longest period one report covers. */
export const SALES_REPORT_MAX_YEARS = 2;
const MAX_ID = 2_147_483_647; // the database's integer

// Absent, null and '' all mean "not given" (as in the back office's lists, admin/paging.ts): a
// preprocess rather than zOmittable's union, whose refusal would read 'Invalid input' instead
// of each field's own Spanish message.
const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);
const blankIsAbsent = <T extends z.ZodType>(field: T) => z.preprocess(blank, field);

// one message, whatever is wrong: parseIsoDate already insists on AAAA-MM-DD; the bound is
// for the published schema (every free text has one)
const ZReportDay = (message: string) =>
  z.string({ error: message }).max(10, message).refine(isValidIsoDate, message);
const ZReportId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);

/** The last day a report that starts on `desde` may cover. */
export const lastDayFrom = (desde: IsoDate): IsoDate => addDays(addYears(desde, SALES_REPORT_MAX_YEARS), -1);

/**
 * The report's query. Optional fields may come absent, null or ''. Without dates, the current
 * month of the agency's calendar; with one date only, that date's month (salesReportRange).
 */
export const ZSalesReportQuery = z
  .object({
    desde: blankIsAbsent(ZReportDay(MESSAGES.reportDesde).optional()),
    hasta: blankIsAbsent(ZReportDay(MESSAGES.reportHasta).optional()),
    agrupar: blankIsAbsent(z.enum(SALES_GROUPINGS, { error: MESSAGES.reportGrouping }).default('linea')),
    moneda: blankIsAbsent(z.enum(CURRENCIES, { error: MESSAGES.reportCurrency }).default('USD')),
    formato: blankIsAbsent(z.enum(SALES_REPORT_FORMATS, { error: MESSAGES.reportFormat }).default('json')),
    linea: blankIsAbsent(z.enum(RESERVATION_MODULES, { error: MESSAGES.reportLine }).optional()),
    proveedor: blankIsAbsent(
      z
        .string({ error: MESSAGES.reportSupplier })
        .trim()
        .min(1, MESSAGES.reportSupplier)
        .max(30, MESSAGES.reportSupplier)
        .optional(),
    ),
    idEntidad: blankIsAbsent(ZReportId(MESSAGES.reportEntity).optional()),
    idVendedor: blankIsAbsent(ZReportId(MESSAGES.reportSeller).optional()),
  })
  .superRefine((q, ctx) => {
    // zod runs this refinement after a field's own check failed too: only real days are compared
    if (!isValidIsoDate(q.desde) || !isValidIsoDate(q.hasta)) return;
    if (q.desde > q.hasta)
      ctx.addIssue({ code: 'custom', message: MESSAGES.reportRangeOrder, path: ['hasta'] });
    else if (q.hasta > lastDayFrom(q.desde))
      ctx.addIssue({ code: 'custom', message: MESSAGES.reportRangeTooLong, path: ['hasta'] });
  });
export type TSalesReportQuery = z.infer<typeof ZSalesReportQuery>;

const monthStart = (day: IsoDate): IsoDate => `${day.slice(0, 8)}01`;
const monthEnd = (day: IsoDate): IsoDate =>
  `${day.slice(0, 8)}${String(daysInMonth(Number(day.slice(0, 4)), Number(day.slice(5, 7)))).padStart(2, '0')}`;

/** The days a query covers, both inclusive; `today` is the agency's. */
export function salesReportRange(
  q: Pick<TSalesReportQuery, 'desde' | 'hasta'>,
  today: IsoDate,
): { desde: IsoDate; hasta: IsoDate } {
  const desde = q.desde ?? monthStart(q.hasta ?? today);
  return { desde, hasta: q.hasta ?? monthEnd(q.desde ?? today) };
}

/** A group's figures, amounts as decimals of the report's currency (money is cents until here). */
export const ZSalesFigures = z.object({
  /** sold bookings (SALES_STATUS_CLASS) and their sale, net and margin */
  reservas: z.number().int().min(0),
  venta: ZAmount,
  neto: ZAmount,
  margen: ZAmount,
  /** margen / venta, in percent with 2 decimals; 0 without a sale */
  margenPct: z.number(),
  canceladas: z.number().int().min(0),
  /** the cancelled bookings' penalties: revenue with no net */
  penalidades: ZAmount,
  sinConfirmar: z.number().int().min(0),
  ventaSinConfirmar: ZAmount,
});
export type TSalesFigures = z.infer<typeof ZSalesFigures>;

export const ZSalesReportRow = ZSalesFigures.extend({
  /** the group's key: a line, a supplier, 'AAAA-MM', a user's id, an entity's id or NO_ENTITY_KEY */
  clave: z.string(),
  etiqueta: z.string(),
});
export type TSalesReportRow = z.infer<typeof ZSalesReportRow>;

export const ZSalesMonthPoint = z.object({
  mes: z.string().regex(/^\d{4}-\d{2}$/),
  etiqueta: z.string(),
  reservas: z.number().int().min(0),
  venta: ZAmount,
  neto: ZAmount,
  margen: ZAmount,
});
export type TSalesMonthPoint = z.infer<typeof ZSalesMonthPoint>;

export const ZSalesReport = z.object({
  desde: z.string(),
  hasta: z.string(),
  agrupar: z.enum(SALES_GROUPINGS),
  moneda: z.enum(CURRENCIES),
  filas: z.array(ZSalesReportRow),
  totales: ZSalesFigures,
  /** every month of the period, in order, those without sales at 0 */
  porMes: z.array(ZSalesMonthPoint),
});
export type TSalesReport = z.infer<typeof ZSalesReport>;

/** The .xlsx's name: what, in which currency, for which days. */
export const salesReportFileName = (r: Pick<TSalesReport, 'agrupar' | 'moneda' | 'desde' | 'hasta'>) =>
  `ventas-por-${r.agrupar}-${r.moneda}-${r.desde}-a-${r.hasta}.xlsx`;
