import { TARIFARIO_SHEETS, type TarifarioSheetRows } from '@portal/domain';
import { assembleSheet } from './assemble-sheet';
import { TarifarioImportError, type SheetIssue } from './errors';
import type { RawSheets } from './read-workbook';
import type { TarifarioSheet } from './sheet-types';
import { validateRows } from './validate-rows';

const SHEET_ORDER: string[] = Object.values(TARIFARIO_SHEETS);
const inFileOrder = (a: SheetIssue, b: SheetIssue) =>
  SHEET_ORDER.indexOf(a.sheet) - SHEET_ORDER.indexOf(b.sheet) || a.row - b.row;

/** Every row checked (its cells, then against the other rows); any issue rejects the whole sheet. */
export function checkSheet(raw: RawSheets): TarifarioSheet {
  const issues: SheetIssue[] = [];
  const sheet = assembleSheet(validateRows(raw, issues), issues);
  if (issues.length > 0) throw TarifarioImportError.of(issues.sort(inFileOrder));
  return sheet;
}

/** A sheet written as rows of cells (the seed's), checked as if read from a workbook: rows from 2. */
export const sheetOfRows = (rows: TarifarioSheetRows): TarifarioSheet =>
  checkSheet({
    hoteles: rows.hoteles.map((cells, i) => ({ row: i + 2, cells })),
    excursiones: rows.excursiones.map((cells, i) => ({ row: i + 2, cells })),
    traslados: rows.traslados.map((cells, i) => ({ row: i + 2, cells })),
  });
