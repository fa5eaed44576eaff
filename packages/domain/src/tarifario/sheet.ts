import { z } from 'zod';
import { fmt, MESSAGES } from '../messages';
import {
  boundedText,
  zImage,
  zOptionalText,
  zSheetAmount,
  zSheetCurrency,
  zSheetDate,
  zSheetInt,
  zSheetRate,
  zText,
  zWebUrl,
  type SheetCell,
} from './sheet-cells';

export { isBlankCell, sheetAmountOf, sheetDateOf, type SheetCell } from './sheet-cells';

// The agency's rate sheet as a spreadsheet (issue 17; columns documented in
// docs/tarifario/README.md): three worksheets, one row per room validity period, per
// excursion rate and per transfer rate by party size. A schema per worksheet turns a row of
// cells into clean values, or names what is wrong in Spanish. Lengths are the tables'.

export const TARIFARIO_SHEETS = {
  hoteles: 'Hoteles',
  excursiones: 'Excursiones',
  traslados: 'Traslados',
} as const;
export type TarifarioSheetKey = keyof typeof TARIFARIO_SHEETS;

export const OCCUPANCIES = ['SGL', 'DBL', 'TPL', 'CPL'] as const;

export const SHEET_COLUMNS = {
  hoteles: [
    'Pais',
    'Zona',
    'Hotel',
    'Categoria',
    'Moneda',
    'Imagen',
    'Url',
    'Direccion',
    'CodigoHabitacion',
    'Habitacion',
    'Regimen',
    'Descripcion',
    'Desde',
    'Hasta',
    'Observacion',
    ...OCCUPANCIES,
  ],
  excursiones: ['Pais', 'Zona', 'Nombre', 'Descripcion', 'Tipo', 'Total', 'Moneda'],
  traslados: ['Pais', 'Zona', 'Nombre', 'Tipo', 'Direccion', 'Moneda', 'Pax', 'Tarifa'],
} as const;

/** Columns a worksheet may leave out; every other column of SHEET_COLUMNS must be in its header. */
export const OPTIONAL_COLUMNS: readonly string[] = [
  'Imagen',
  'Url',
  'Direccion',
  'Descripcion',
  'Observacion',
];

export type SheetRowCells<K extends TarifarioSheetKey> = Partial<
  Record<(typeof SHEET_COLUMNS)[K][number], SheetCell>
>;
/** A whole sheet as rows of cells (what a reader gives and a writer takes). */
export type TarifarioSheetRows = { [K in TarifarioSheetKey]: SheetRowCells<K>[] };

const place = { Pais: zText(80), Zona: zText(80) };
const lowerText = (max: number) => zText(max, (v) => boundedText(max)(v)?.toLowerCase());
const upperText = (max: number) => zText(max, (v) => boundedText(max)(v)?.toUpperCase());

export const ZSheetHotelRow = z
  .object({
    ...place,
    Hotel: zText(120),
    Categoria: zSheetInt(0, 5, MESSAGES.tarifarioSheetCategory),
    Moneda: zSheetCurrency,
    Imagen: zImage,
    Url: zWebUrl,
    Direccion: zOptionalText(200),
    CodigoHabitacion: zText(40),
    Habitacion: zText(120),
    Regimen: zText(120),
    Descripcion: zOptionalText(2000),
    Desde: zSheetDate,
    Hasta: zSheetDate, // the period's last night
    Observacion: zOptionalText(500),
    SGL: zSheetRate,
    DBL: zSheetRate,
    TPL: zSheetRate,
    CPL: zSheetRate,
  })
  .refine((r) => r.Hasta >= r.Desde, MESSAGES.tarifarioSheetDateOrder)
  .refine((r) => OCCUPANCIES.some((o) => r[o] !== '0.00'), MESSAGES.tarifarioSheetNoRate);
export type TSheetHotelRow = z.infer<typeof ZSheetHotelRow>;

export const ZSheetExcursionRow = z.object({
  ...place,
  Nombre: zText(120),
  Descripcion: zOptionalText(2000),
  Tipo: lowerText(20), // adl (adult), chd (child), …
  Total: zSheetAmount,
  Moneda: zSheetCurrency,
});
export type TSheetExcursionRow = z.infer<typeof ZSheetExcursionRow>;

export const ZSheetTransferRow = z.object({
  ...place,
  Nombre: zText(120),
  Tipo: zText(40), // Privado, Compartido, …
  Direccion: upperText(10), // O (out), I (in), anything else both ways
  Moneda: zSheetCurrency,
  Pax: zSheetInt(1, 99, MESSAGES.tarifarioSheetPax),
  Tarifa: zSheetAmount,
});
export type TSheetTransferRow = z.infer<typeof ZSheetTransferRow>;

export const SHEET_ROW_SCHEMAS = {
  hoteles: ZSheetHotelRow,
  excursiones: ZSheetExcursionRow,
  traslados: ZSheetTransferRow,
} as const;

/** Two validity periods share a night ('hasta' is the last night, both ends count). */
export const periodsOverlap = (a: { desde: string; hasta: string }, b: { desde: string; hasta: string }) =>
  a.desde <= b.hasta && b.desde <= a.hasta;

/** 'Hoteles, fila 12, columna Moneda: la moneda debe ser ARS o USD' (or without the column). */
export const sheetIssueText = (issue: { sheet: string; row: number; reason: string; column?: string }) =>
  issue.column
    ? fmt('tarifarioSheetCellError', { ...issue, column: issue.column })
    : fmt('tarifarioSheetRowError', issue);

/** What an import wrote for one zone; `filas` counts the sheet's rows of it, all worksheets. */
export const ZTarifarioZoneRows = z.object({
  id: z.number().int(),
  pais: z.string(),
  zona: z.string(),
  hoteles: z.number().int(),
  habitaciones: z.number().int(),
  periodos: z.number().int(),
  excursiones: z.number().int(),
  traslados: z.number().int(),
  filas: z.number().int(),
});
export type TTarifarioZoneRows = z.infer<typeof ZTarifarioZoneRows>;

/** What an import loaded: the zones it replaced (ids kept) and how many of each it wrote. */
export const ZTarifarioImportSummary = z.object({
  zonas: z.array(z.object({ id: z.number().int(), pais: z.string(), zona: z.string() })),
  hoteles: z.number().int(),
  habitaciones: z.number().int(),
  periodos: z.number().int(),
  excursiones: z.number().int(),
  traslados: z.number().int(),
  filas: z.number().int(),
  // issue 31, item 6; optional so that a client built from the earlier answer keeps working
  porZona: z.array(ZTarifarioZoneRows).optional(),
});
export type TTarifarioImportSummary = z.infer<typeof ZTarifarioImportSummary>;
