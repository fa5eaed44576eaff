import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import { pdfText } from '../../reservations/voucher/test-pdf-text';
import { at, createEntity, day, insertBooking, insertPayment } from './test-kit';

// The statement as .xlsx and PDF (issue 32, item 4), read back: what the client gets.
const t = useTestApp();
let admin: Headers;
let entity: number;
let long: number;

beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
  const userId = t.ids.agente;
  entity = await createEntity(t.db, 'Planilla Viajes SA', [userId]);
  // 12.34 owed before the period; in it 1,500.00 booked and 600.50 paid: 911.84 owed
  await insertBooking(t.db, { idEntidad: entity, userId, total: '12.34', created: at(-40) });
  await insertBooking(t.db, { idEntidad: entity, userId, total: '1500.00', created: at(-10) });
  await insertPayment(t.db, {
    idEntidad: entity,
    userId,
    amount: '600.50',
    paidOn: day(-5),
    reference: 'REC-9',
  });
  // a statement of many pages: 90 bookings of 10.00
  long = await createEntity(t.db, 'Muchas Reservas SRL');
  for (let i = 0; i < 90; i++)
    await insertBooking(t.db, {
      idEntidad: long,
      userId,
      total: '10.00',
      created: at(-20 + (i % 20)),
      productName: `Auto ${i + 1}`,
    });
});

const file = (formato: string, id = entity, headers: Headers = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/main/cuenta-corriente/${id}?desde=${day(-30)}&hasta=${day(0)}&formato=${formato}`,
    headers,
  });

describe('GET /api/main/cuenta-corriente/:idEntidad?formato=xlsx', () => {
  it('is a workbook with the header block, the lines, numbers formatted as money and the totals', async () => {
    const res = await file('xlsx');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cuenta-corriente-${entity}-USD-${day(-30)}-a-${day(0)}.xlsx"`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as Parameters<ExcelJS.Xlsx['load']>[0]);
    const ws = wb.getWorksheet('Cuenta corriente')!;
    const text = (r: number, c: number) => String(ws.getCell(r, c).value ?? '');
    expect(text(2, 1)).toBe('Cuenta corriente');
    expect([text(3, 1), text(3, 2)]).toEqual(['Entidad', `Planilla Viajes SA (N° ${entity})`]);
    expect(text(5, 2)).toBe('USD');
    expect((ws.getRow(8).values as unknown[]).slice(1)).toEqual([
      'Fecha',
      'Tipo',
      'Descripción',
      'N°',
      'Estado',
      'Debe',
      'Haber',
      'Saldo',
    ]);
    const row = (r: number) => [
      ws.getCell(r, 2).value,
      ws.getCell(r, 6).value,
      ws.getCell(r, 7).value,
      ws.getCell(r, 8).value,
    ];
    expect(row(9)).toEqual(['Saldo inicial', null, null, 12.34]);
    expect(row(10)).toEqual(['Reserva', 1500, null, 1512.34]);
    expect(row(11)).toEqual(['Pago', null, 600.5, 911.84]);
    expect(row(12)).toEqual(['Totales', 1500, 600.5, 911.84]);
    expect(ws.getCell(10, 1).value).toEqual(new Date(`${day(-10)}T00:00:00Z`));
    expect(ws.getCell(10, 1).numFmt).toBe('dd/mm/yyyy');
    expect(ws.getCell(12, 8).numFmt).toBe('"US$" #,##0.00;[Red]-"US$" #,##0.00');
    expect(text(11, 3)).toBe('Pago · Transferencia · Ref. REC-9');
  });
});

describe('GET /api/main/cuenta-corriente/:idEntidad?formato=pdf', () => {
  it('is an A4 PDF with the agency, the entity, the period, the lines and the final balance', async () => {
    const res = await file('pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="cuenta-corriente-${entity}-USD-${day(-30)}-a-${day(0)}.pdf"`,
    );
    const { text, pages } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    const dmy = (d: string) => `${d.slice(8)}/${d.slice(5, 7)}/${d.slice(0, 4)}`;
    for (const expected of [
      t.config.agency.name,
      'Cuenta corriente',
      `Planilla Viajes SA (N° ${entity})`,
      `${dmy(day(-30))} al ${dmy(day(0))}`,
      'Saldo inicial',
      'US$ 12,34',
      'US$ 1.500,00',
      'US$ 600,50',
      'Ref. REC-9',
      'Totales y saldo final',
      'US$ 911,84',
      'Página 1 de 1',
    ])
      expect(text).toContain(expected);
  });

  it('breaks a long statement into pages, each with the table header', async () => {
    const { text, pages } = await pdfText((await file('pdf', long)).rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Página ${pages} de ${pages}`);
    expect(text.match(/Fecha Concepto Debe Haber Saldo/g)).toHaveLength(pages);
    expect(text.match(/Muchas Reservas SRL/g)!.length).toBeGreaterThanOrEqual(pages);
    expect(text).toContain('Auto 90');
    expect(text).toContain('US$ 900,00'); // 90 × 10.00
  });

  it('answers an agent who may not read it 404, not a file', async () => {
    const res = await file('pdf', long, t.agente);
    expect(res.statusCode).toBe(404);
  });
});
