import ExcelJS from 'exceljs';
import type { TStatement } from '@portal/domain/commerce/statement';
import { entityText, periodText, referenceText, statusText, typeText } from './view';

// The statement as .xlsx (issue 32, item 4): a header block (agency, entity, period, currency),
// then the table from the opening balance to the totals. Amounts are numbers with the
// currency's format, negatives in red; dates are real Excel dates, so the client can sort,
// filter and add them up.

const HEADERS = ['Fecha', 'Tipo', 'Descripción', 'N°', 'Estado', 'Debe', 'Haber', 'Saldo'] as const;
const WIDTHS = [12, 18, 60, 14, 22, 16, 16, 16];
const AMOUNT_COLUMNS = [6, 7, 8];
const BLUE = 'FF1864AB';

const amountFormat = (moneda: TStatement['moneda']) => {
  const symbol = moneda === 'USD' ? '"US$" ' : '"$" ';
  return `${symbol}#,##0.00;[Red]-${symbol}#,##0.00`;
};
const excelDate = (day: string) => new Date(`${day}T00:00:00Z`);

export async function statementWorkbook(
  s: TStatement,
  agencyName: string,
  printedAt: string,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = agencyName;
  workbook.title = `Cuenta corriente de ${s.razonSocial}`;
  const ws = workbook.addWorksheet('Cuenta corriente', {
    views: [{ state: 'frozen', ySplit: 8 }],
    pageSetup: { paperSize: 9, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
  });
  WIDTHS.forEach((w, i) => (ws.getColumn(i + 1).width = w));

  ws.getCell('A1').value = agencyName;
  ws.getCell('A1').font = { bold: true, size: 14 };
  ws.getCell('A2').value = 'Cuenta corriente';
  ws.getCell('A2').font = { bold: true, size: 12, color: { argb: BLUE } };
  const facts: [string, string][] = [
    ['Entidad', entityText(s)],
    ['Período', periodText(s)],
    ['Moneda', s.moneda],
    ['Emitido', printedAt],
  ];
  facts.forEach(([label, value], i) => {
    ws.getCell(3 + i, 1).value = label;
    ws.getCell(3 + i, 1).font = { bold: true };
    ws.getCell(3 + i, 2).value = value;
  });

  const head = ws.getRow(8);
  head.values = [...HEADERS];
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.eachCell((c) => (c.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: BLUE } }));

  ws.addRow([
    excelDate(s.desde),
    'Saldo inicial',
    'Saldo de los movimientos anteriores al período',
    null,
    null,
    null,
    null,
    s.saldoInicial,
  ]);
  for (const e of s.entries)
    ws.addRow([
      excelDate(e.fecha),
      typeText(e),
      e.descripcion,
      referenceText(e),
      statusText(e),
      e.debe || null,
      e.haber || null,
      e.saldo,
    ]);
  const totals = ws.addRow([
    excelDate(s.hasta),
    'Totales',
    'Saldo final',
    null,
    null,
    s.totales.debe,
    s.totales.haber,
    s.saldoFinal,
  ]);
  totals.font = { bold: true };
  totals.eachCell((c) => (c.border = { top: { style: 'thin' } }));

  ws.getColumn(1).numFmt = 'dd/mm/yyyy';
  for (const col of AMOUNT_COLUMNS) ws.getColumn(col).numFmt = amountFormat(s.moneda);
  // the header block's texts keep their own format
  for (let row = 1; row <= 8; row++) ws.getCell(row, 1).numFmt = 'General';
  ws.autoFilter = { from: { row: 8, column: 1 }, to: { row: 8, column: HEADERS.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
