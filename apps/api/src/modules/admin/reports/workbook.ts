import ExcelJS from 'exceljs';
import { formatDdMmYyyy } from '@portal/domain';
import {
  SALES_GROUPING_LABELS,
  type TSalesFigures,
  type TSalesReport,
} from '@portal/domain/commerce/sales-report';

// The sales report as .xlsx (issue 32, item 5): what the screen shows, as numbers Excel can add
// up (amounts with two decimals, the margin as a percentage), the totals in a last bold row,
// and the months of the chart on a second worksheet.

const MONEY = '#,##0.00';
const PERCENT = '0.00%';

/** The figures' columns after the group's name, with their cell format. */
const FIGURES: { header: string; value: (f: TSalesFigures) => number; numFmt?: string }[] = [
  { header: 'Reservas', value: (f) => f.reservas },
  { header: 'Venta', value: (f) => f.venta, numFmt: MONEY },
  { header: 'Neto', value: (f) => f.neto, numFmt: MONEY },
  { header: 'Margen', value: (f) => f.margen, numFmt: MONEY },
  // Excel's percentages are fractions: 10.04 % is 0.1004 (shifted on the decimal text: / 100 drifts)
  { header: 'Margen %', value: (f) => Number(`${f.margenPct}e-2`), numFmt: PERCENT },
  { header: 'Canceladas', value: (f) => f.canceladas },
  { header: 'Penalidades', value: (f) => f.penalidades, numFmt: MONEY },
  { header: 'Sin confirmar', value: (f) => f.sinConfirmar },
  { header: 'Venta sin confirmar', value: (f) => f.ventaSinConfirmar, numFmt: MONEY },
];

const MONTH_FIGURES = ['Reservas', 'Venta', 'Neto', 'Margen'] as const;

function sheetWithHeader(wb: ExcelJS.Workbook, name: string, headers: string[]) {
  const ws = wb.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = headers.map((header, i) => ({
    header,
    width: i === 0 ? 32 : Math.max(12, header.length + 4),
  }));
  ws.getRow(1).font = { bold: true };
  return ws;
}

/** The report's workbook: its groups with a totals row, and its months. */
export async function salesWorkbook(report: TSalesReport): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Portal de reservas';
  const period = `${formatDdMmYyyy(report.desde)} a ${formatDdMmYyyy(report.hasta)}`;
  wb.title = `Reporte de ventas en ${report.moneda}, ${period}`;

  const groups = sheetWithHeader(wb, 'Ventas', [
    SALES_GROUPING_LABELS[report.agrupar],
    ...FIGURES.map((f) => f.header),
  ]);
  for (const row of report.filas) groups.addRow([row.etiqueta, ...FIGURES.map((f) => f.value(row))]);
  const total = groups.addRow(['Total', ...FIGURES.map((f) => f.value(report.totales))]);
  total.font = { bold: true };
  total.border = { top: { style: 'thin' } };
  FIGURES.forEach((f, i) => {
    if (f.numFmt) groups.getColumn(i + 2).numFmt = f.numFmt;
  });
  groups.addRow([]);
  groups.addRow([
    `Moneda: ${report.moneda}. Período: ${period}. Canceladas y sin confirmar, fuera del total vendido.`,
  ]);

  const months = sheetWithHeader(wb, 'Por mes', ['Mes', ...MONTH_FIGURES]);
  for (const m of report.porMes) months.addRow([m.etiqueta, m.reservas, m.venta, m.neto, m.margen]);
  for (const column of [3, 4, 5]) months.getColumn(column).numFmt = MONEY;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
