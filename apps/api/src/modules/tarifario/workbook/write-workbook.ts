import ExcelJS from 'exceljs';
import {
  SHEET_COLUMNS,
  TARIFARIO_SHEETS,
  type SheetCell,
  type TarifarioSheetKey,
  type TarifarioSheetRows,
} from '@portal/domain';

type WriteOptions = {
  /** Desde/Hasta as real Excel dates (formatted yyyy-mm-dd) instead of text. */
  excelDates?: boolean;
  /** Other headers for a worksheet (tests leave one out or rename one). */
  columns?: Partial<Record<TarifarioSheetKey, readonly string[]>>;
};

const KEYS = Object.keys(TARIFARIO_SHEETS) as TarifarioSheetKey[];
const DATE_COLUMNS = new Set(['Desde', 'Hasta']);
const WIDTHS: Record<string, number> = {
  Hotel: 34,
  Nombre: 34,
  Habitacion: 28,
  Descripcion: 44,
  Direccion: 30,
};

const toExcelDate = (v: SheetCell): SheetCell =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(`${v}T00:00:00Z`) : v;

/** A rate sheet workbook of `rows`: the sample file, the tests' files and the bench's. */
export async function writeTarifarioWorkbook(
  rows: TarifarioSheetRows,
  opts: WriteOptions = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal de reservas';
  for (const k of KEYS) {
    const ws = workbook.addWorksheet(TARIFARIO_SHEETS[k], { views: [{ state: 'frozen', ySplit: 1 }] });
    const columns = opts.columns?.[k] ?? SHEET_COLUMNS[k];
    ws.columns = columns.map((c) => ({ header: c, key: c, width: WIDTHS[c] ?? Math.max(10, c.length + 4) }));
    ws.getRow(1).font = { bold: true };
    for (const row of rows[k] as Record<string, SheetCell>[]) {
      const cells = columns.map((c) =>
        opts.excelDates && DATE_COLUMNS.has(c) ? toExcelDate(row[c]) : row[c],
      );
      ws.addRow(cells.map((v) => v ?? null));
    }
    for (const c of columns) if (DATE_COLUMNS.has(c)) ws.getColumn(c).numFmt = 'yyyy-mm-dd';
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
