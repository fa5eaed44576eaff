import {
  SHEET_ROW_SCHEMAS,
  TARIFARIO_SHEETS,
  type TSheetExcursionRow,
  type TSheetHotelRow,
  type TSheetTransferRow,
} from '@portal/domain';
import type { SheetIssue } from './errors';
import type { RawSheets, SheetRow } from './read-workbook';

/** A row that passed its worksheet's schema, with its number in the worksheet. */
type Numbered<T> = T & { row: number };
export type ValidRows = {
  hoteles: Numbered<TSheetHotelRow>[];
  excursiones: Numbered<TSheetExcursionRow>[];
  traslados: Numbered<TSheetTransferRow>[];
};

type Schema<T> = {
  safeParse: (v: unknown) => {
    success: boolean;
    data?: T;
    error?: { issues: { message: string; path: PropertyKey[] }[] };
  };
};

function validate<T>(sheet: string, schema: Schema<T>, rows: SheetRow[], issues: SheetIssue[]) {
  const valid: Numbered<T>[] = [];
  for (const { row, cells } of rows) {
    const parsed = schema.safeParse(cells);
    if (parsed.success) {
      valid.push({ ...parsed.data!, row });
      continue;
    }
    for (const issue of parsed.error?.issues ?? []) {
      const column = issue.path[0];
      issues.push({
        sheet,
        row,
        reason: issue.message,
        ...(column === undefined ? {} : { column: String(column) }),
      });
    }
  }
  return valid;
}

/**
 * Every row through its worksheet's domain schema (packages/domain tarifario/sheet.ts). Rows
 * that fail add their issues (one per wrong cell) and are left out of the result.
 */
export function validateRows(raw: RawSheets, issues: SheetIssue[]): ValidRows {
  return {
    hoteles: validate(TARIFARIO_SHEETS.hoteles, SHEET_ROW_SCHEMAS.hoteles, raw.hoteles, issues),
    excursiones: validate(
      TARIFARIO_SHEETS.excursiones,
      SHEET_ROW_SCHEMAS.excursiones,
      raw.excursiones,
      issues,
    ),
    traslados: validate(TARIFARIO_SHEETS.traslados, SHEET_ROW_SCHEMAS.traslados, raw.traslados, issues),
  };
}
