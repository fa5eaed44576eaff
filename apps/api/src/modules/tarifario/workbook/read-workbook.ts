import ExcelJS from 'exceljs';
import {
  fmt,
  isBlankCell,
  MESSAGES,
  OPTIONAL_COLUMNS,
  SHEET_COLUMNS,
  sheetIssueText,
  TARIFARIO_SHEETS,
  type SheetCell,
  type TarifarioSheetKey,
} from '@portal/domain';
import { TarifarioImportError } from './errors';
import { IMPORT_LIMITS } from './limits';
import { storedParts } from './xlsx-parts';
import { openXlsx } from './xlsx-zip';

/** A data row as read: its number in the worksheet (the header is row 1) and its cells by column. */
export type SheetRow = { row: number; cells: Record<string, SheetCell> };
export type RawSheets = Record<TarifarioSheetKey, SheetRow[]>;

type Worksheet = AsyncIterable<ExcelJS.Row> & { name?: string };
type Columns = [name: string, col: number][];

const KEYS = Object.keys(TARIFARIO_SHEETS) as TarifarioSheetKey[];
// styles: dates come as Dates, as Excel shows them; hyperlinks: a link's cell keeps its text
const READER_OPTIONS = {
  worksheets: 'emit',
  sharedStrings: 'cache',
  styles: 'cache',
  hyperlinks: 'ignore',
} as const;

/** Headers and worksheet names match without case, accents or spaces ('Categoría' is 'Categoria'). */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/\s+/g, '')
    .toLowerCase();
const KEY_OF_NAME = new Map(KEYS.map((k) => [fold(TARIFARIO_SHEETS[k]), k]));

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

/** The column of each known header (row 1, absent when the sheet has none): every required one, none twice. */
function columnsOf(header: ExcelJS.Row | undefined, key: TarifarioSheetKey): Columns {
  const sheet = TARIFARIO_SHEETS[key];
  const wanted = new Map<string, string>(SHEET_COLUMNS[key].map((c) => [fold(c), c]));
  const found = new Map<string, number>();
  header?.eachCell((cell, col) => {
    const name = wanted.get(fold(String(plain(cell.value) ?? '')));
    if (!name) return; // other columns (notes, helpers) are the agency's own
    if (found.has(name)) throw fail(sheet, fmt('tarifarioSheetDuplicateColumn', { sheet, column: name }), 1);
    found.set(name, col);
  });
  const missing = SHEET_COLUMNS[key].find((c) => !found.has(c) && !OPTIONAL_COLUMNS.includes(c));
  if (missing) throw fail(sheet, fmt('tarifarioSheetMissingColumn', { sheet, column: missing }), 1);
  return [...found];
}

/** The limits a row is held to as it is read (issue 29, item 1): its number, and each cell's length. */
function checkRow(r: ExcelJS.Row, sheet: string, columns: Columns | undefined): void {
  if (r.number > IMPORT_LIMITS.rows + 1)
    throw fail(sheet, fmt('tarifarioSheetTooManyRows', { sheet, max: IMPORT_LIMITS.rows }));
  r.eachCell((cell, col) => {
    const value = plain(cell.value);
    if (typeof value !== 'string' || value.length <= IMPORT_LIMITS.cellChars) return;
    const column = columns?.find(([, c]) => c === col)?.[0];
    const reason = fmt('tarifarioSheetTooLong', { max: IMPORT_LIMITS.cellChars });
    throw fail(sheet, sheetIssueText({ sheet, row: r.number, reason, column }), r.number);
  });
}

/** A worksheet's data rows, read one at a time; blank (or only formatted) rows are skipped. */
async function rowsOf(ws: Worksheet, key: TarifarioSheetKey): Promise<SheetRow[]> {
  const sheet = TARIFARIO_SHEETS[key];
  let columns: Columns | undefined;
  const rows: SheetRow[] = [];
  for await (const r of ws) {
    checkRow(r, sheet, columns);
    if (!columns) columns = columnsOf(r.number === 1 ? r : undefined, key);
    if (r.number === 1) continue;
    const cells = Object.fromEntries(columns.map(([name, col]) => [name, plain(r.getCell(col).value)]));
    if (Object.values(cells).every(isBlankCell)) continue;
    rows.push({ row: r.number, cells });
  }
  if (!columns) columnsOf(undefined, key); // a worksheet without a single row lacks every column
  return rows;
}

/** The three worksheets, read as exceljs streams them; other worksheets are the agency's own. */
async function readSheets(reader: AsyncIterable<Worksheet>): Promise<Partial<RawSheets>> {
  const sheets: Partial<RawSheets> = {};
  for await (const ws of reader) {
    const key = KEY_OF_NAME.get(fold(ws.name ?? ''));
    if (key && !sheets[key]) sheets[key] = await rowsOf(ws, key);
  }
  return sheets;
}

/**
 * Reads the three worksheets of a rate sheet (.xlsx bytes) as a stream (issue 29, item 1): the
 * zip's declared sizes are checked before anything is inflated, every part while it is, and the
 * row limit and each cell's length row by row. Throws TarifarioImportError when a limit is
 * passed, the file is not a workbook, lacks a worksheet or a required column, or holds no rows
 * at all; the cells themselves are checked by validateRows.
 */
export async function readTarifarioWorkbook(file: Buffer): Promise<RawSheets> {
  const xlsx = await openXlsx(file);
  const parts = storedParts(xlsx);
  let sheets: Partial<RawSheets>;
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(parts.stream, READER_OPTIONS);
    sheets = await Promise.race([readSheets(reader as AsyncIterable<Worksheet>), parts.failed]);
  } catch (err) {
    if (err instanceof TarifarioImportError) throw err;
    throw new TarifarioImportError(MESSAGES.tarifarioSheetUnreadable);
  } finally {
    xlsx.zip.close();
  }
  for (const key of KEYS) {
    const sheet = TARIFARIO_SHEETS[key];
    if (!sheets[key]) throw fail(sheet, fmt('tarifarioSheetMissing', { sheet }));
  }
  const all = sheets as RawSheets;
  if (KEYS.every((k) => all[k].length === 0)) throw new TarifarioImportError(MESSAGES.tarifarioSheetEmpty);
  return all;
}
