import { TARIFARIO_SHEETS, type TarifarioSheetRows } from '@portal/domain';
import type { Db } from '../db/client';
import { assembleSheet } from './assemble-sheet';
import { TarifarioImportError, type SheetIssue } from './errors';
import { loadTarifario, type ImportSummary } from './load';
import { readTarifarioWorkbook, type RawSheets } from './read-workbook';
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

/**
 * Imports a rate sheet workbook (.xlsx, a Buffer or a path; columns in
 * docs/tarifario/README.md): reads it with exceljs, checks every row with the domain's
 * schemas and loads it in one transaction, replacing the hotels, excursions and transfers of
 * every zone it names. A bad file throws TarifarioImportError and writes nothing.
 */
export async function importTarifarioWorkbook(db: Db, file: Buffer | string): Promise<ImportSummary> {
  return loadTarifario(db, checkSheet(await readTarifarioWorkbook(file)));
}
