import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { authHeader, TARIFAS, useTestApp } from '../../../test/app';
import { bookMarch, type reportKit } from './test-kit';

// GET /api/admin/reportes/ventas as .xlsx, and what it refuses (issue 32, item 5). The figures
// are those of bookMarch (test-kit.ts), added up by hand.
const t = useTestApp();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let kit: ReturnType<typeof reportKit>;
beforeAll(async () => {
  ({ kit } = await bookMarch(t));
});

async function workbookOf(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
  return wb;
}
const rowsOf = (ws: ExcelJS.Worksheet) => {
  const rows: unknown[][] = [];
  ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};

describe('GET /api/admin/reportes/ventas?formato=xlsx', () => {
  it('downloads the report grouped by seller, with a totals row and the months, as numbers', async () => {
    const res = await kit.get('formato=xlsx&agrupar=vendedor');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(XLSX);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ventas-por-vendedor-USD-2026-03-01-a-2026-03-31.xlsx"',
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const wb = await workbookOf(res.rawPayload);
    const sales = wb.getWorksheet('Ventas')!;
    const [header, agustina, martin, total, note] = rowsOf(sales); // the blank row between is not read
    expect(header).toEqual([
      'Vendedor',
      'Reservas',
      'Venta',
      'Neto',
      'Margen',
      'Margen %',
      'Canceladas',
      'Penalidades',
      'Sin confirmar',
      'Venta sin confirmar',
    ]);
    expect(agustina).toEqual(['Agustina Ferreyra', 2, 1200.5, 1080, 120.5, 0.1004, 0, 0, 1, 150]);
    expect(martin).toEqual(['Martín Gómez', 2, 800, 700, 100, 0.125, 1, 40, 1, 80]);
    expect(total).toEqual(['Total', 4, 2000.5, 1780, 220.5, 0.1102, 1, 40, 2, 230]);
    expect(note?.[0]).toContain('Período: 01-03-2026 a 31-03-2026');
    expect(sales.getRow(4).font?.bold).toBe(true);
    expect(sales.getCell('C2').numFmt).toBe('#,##0.00');
    expect(sales.getCell('F4').numFmt).toBe('0.00%');
    expect(rowsOf(wb.getWorksheet('Por mes')!)).toEqual([
      ['Mes', 'Reservas', 'Venta', 'Neto', 'Margen'],
      ['mar 2026', 4, 2000.5, 1780, 220.5],
    ]);
  });

  it('names the file after the grouping, the currency and the days asked', async () => {
    const res = await kit.get('formato=xlsx&agrupar=linea&moneda=ARS&desde=2026-01-01&hasta=2026-03-31');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ventas-por-linea-ARS-2026-01-01-a-2026-03-31.xlsx"',
    );
    const rows = rowsOf((await workbookOf(res.rawPayload)).getWorksheet('Ventas')!);
    expect(rows.slice(0, 3).map((r) => r.slice(0, 5))).toEqual([
      ['Línea de producto', 'Reservas', 'Venta', 'Neto', 'Margen'],
      ['Hoteles', 1, 50000, 45000, 5000],
      ['Total', 1, 50000, 45000, 5000],
    ]);
  });
});

describe('GET /api/admin/reportes/ventas refuses', () => {
  it.each([
    ['desde=2026-02-30', MESSAGES.reportDesde],
    ['hasta=31/03/2026', MESSAGES.reportHasta],
    ['desde=2026-03-31&hasta=2026-03-01', MESSAGES.reportRangeOrder],
    // a 'desde' that is no day, sorted before a real 'hasta': the range is not judged
    ['desde=1&hasta=2026-03-01', MESSAGES.reportDesde],
    ['desde=2024-03-01&hasta=2026-03-01', MESSAGES.reportRangeTooLong],
    ['agrupar=cliente', MESSAGES.reportGrouping],
    ['moneda=EUR', MESSAGES.reportCurrency],
    ['formato=pdf', MESSAGES.reportFormat],
    ['linea=cruceros', MESSAGES.reportLine],
    ['idEntidad=abc', MESSAGES.reportEntity],
    ['idVendedor=0', MESSAGES.reportSeller],
  ])('%s with 400: %s', async (query, message) => {
    const res = await kit.get(query);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('takes two full years', async () => {
    expect((await kit.get('desde=2024-03-01&hasta=2026-02-28')).statusCode).toBe(200);
  });

  it('answers 403 to a seller, an AS agent and rate-sheet staff, 401 without a session', async () => {
    const tarifas = await authHeader(t.app, TARIFAS);
    for (const who of [t.vendedor, t.agente, tarifas]) {
      const res = await kit.get('', who);
      expect([res.statusCode, res.json().message]).toEqual([403, MESSAGES.forbidden]);
    }
    expect((await kit.get('', {})).statusCode).toBe(401);
  });
});
