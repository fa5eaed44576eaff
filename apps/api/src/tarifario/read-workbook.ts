import ExcelJS from 'exceljs';
import {
  fmt,
  isBlankCell,
  MESSAGES,
  OPTIONAL_COLUMNS,
  SHEET_COLUMNS,
  TARIFARIO_SHEETS,
  type SheetCell,
  type TarifarioSheetKey,
} from '@portal/domain';
import { TarifarioImportError } from './errors';

/** A data row as read: its number in the worksheet (the header is row 1) and its cells by column. */
export type SheetRow = { row: number; cells: Record<string, SheetCell> };
export type RawSheets = Record<TarifarioSheetKey, SheetRow[]>;

// Beyond this a file is not a rate sheet; exceljs holds the whole workbook in memory.
const MAX_ROWS = 100_000;
const KEYS = Object.keys(TARIFARIO_SHEETS) as TarifarioSheetKey[];

/** Headers and worksheet names match without case, accents or spaces ('Categoría' is 'Categoria'). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '')
    .toLowerCase();

/** exceljs values as plain cells: a formula by its result, rich text and links by their text. */
const plain = (v: ExcelJS.CellValue): SheetCell => {
  if (v === null || v === undefined || typeof v !== 'object' || v instanceof Date) return v;
  if ('richText' in v) return v.richText.map((t) => t.text).join('');
  if ('formula' in v || 'sharedFormula' in v) return plain(v.result);
  if ('hyperlink' in v) return typeof v.text === 'string' ? v.text : v.hyperlink;
  if ('error' in v) return v.error; // '#N/A' and the like: no column accepts it
  return undefined;
};

const fail = (sheet: string, message: string, row?: number) =>
  new TarifarioImportError(message, { sheet, ...(row === undefined ? {} : { row }) });

/** The column of each known header: every required column present, none twice. */
function columnsOf(ws: ExcelJS.Worksheet, key: TarifarioSheetKey): Map<string, number> {
  const sheet = TARIFARIO_SHEETS[key];
  const wanted = new Map<string, string>(SHEET_COLUMNS[key].map((c) => [fold(c), c]));
  const found = new Map<string, number>();
  ws.getRow(1).eachCell((cell, col) => {
    const name = wanted.get(fold(String(plain(cell.value) ?? '')));
    if (!name) return; // other columns (notes, helpers) are the agency's own
    if (found.has(name)) throw fail(sheet, fmt('tarifarioSheetDuplicateColumn', { sheet, column: name }), 1);
    found.set(name, col);
  });
  const missing = SHEET_COLUMNS[key].find((c) => !found.has(c) && !OPTIONAL_COLUMNS.includes(c));
  if (missing) throw fail(sheet, fmt('tarifarioSheetMissingColumn', { sheet, column: missing }), 1);
  return found;
}

function rowsOf(ws: ExcelJS.Worksheet, key: TarifarioSheetKey): SheetRow[] {
  const sheet = TARIFARIO_SHEETS[key];
  if (ws.rowCount > MAX_ROWS + 1)
    throw fail(sheet, fmt('tarifarioSheetTooManyRows', { sheet, max: MAX_ROWS }));
  const columns = [...columnsOf(ws, key)];
  const rows: SheetRow[] = [];
  ws.eachRow((r, row) => {
    if (row === 1) return;
    const cells = Object.fromEntries(columns.map(([name, col]) => [name, plain(r.getCell(col).value)]));
    if (Object.values(cells).every(isBlankCell)) return; // a blank or only formatted row
    rows.push({ row, cells });
  });
  return rows;
}

/**
 * Reads the three worksheets of a rate sheet (.xlsx, a Buffer or a path). Throws
 * TarifarioImportError when it is not a workbook, lacks a worksheet or a required column, or
 * holds no rows at all; the cells themselves are checked by validateRows.
 */
export async function readTarifarioWorkbook(file: Buffer | string): Promise<RawSheets> {
  const workbook = new ExcelJS.Workbook();
  try {
    if (typeof file === 'string') await workbook.xlsx.readFile(file);
    else await workbook.xlsx.load(file as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw err; // a wrong path is not a bad file
    throw new TarifarioImportError(MESSAGES.tarifarioSheetUnreadable);
  }
  const byName = new Map(workbook.worksheets.map((ws) => [fold(ws.name), ws]));
  const sheets = {} as RawSheets;
  for (const key of KEYS) {
    const sheet = TARIFARIO_SHEETS[key];
    const ws = byName.get(fold(sheet));
    if (!ws) throw fail(sheet, fmt('tarifarioSheetMissing', { sheet }));
    sheets[key] = rowsOf(ws, key);
  }
  if (KEYS.every((k) => sheets[k].length === 0)) throw new TarifarioImportError(MESSAGES.tarifarioSheetEmpty);
  return sheets;
}
