import { beforeAll, describe, expect, it } from 'vitest';
import type { TSalesReport, TSalesReportRow } from '@portal/domain/commerce/sales-report';
import { testToday } from '../../../test/clock';
import { useTestApp } from '../../../test/app';
import { bookMarch, type reportKit } from './test-kit';

// GET /api/admin/reportes/ventas (issue 32, item 5): every figure below was added up by hand
// from the bookings of test-kit.ts (bookMarch); the tests' clock puts today on 10 March 2026.
const t = useTestApp();
let kit: ReturnType<typeof reportKit>;
let norte: number;
beforeAll(async () => {
  ({ kit, norte } = await bookMarch(t));
});

const report = async (query = '') => {
  const res = await kit.get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TSalesReport;
};
/** A row as [key, label, sold, sale, net, margin, margin %]. */
const brief = (f: TSalesReportRow) => [
  f.clave,
  f.etiqueta,
  f.reservas,
  f.venta,
  f.neto,
  f.margen,
  f.margenPct,
];
const apart = (f: TSalesReportRow) => [
  f.clave,
  f.canceladas,
  f.penalidades,
  f.sinConfirmar,
  f.ventaSinConfirmar,
];

describe('GET /api/admin/reportes/ventas', () => {
  it("reports the agency's current month in USD by product line, largest sale first", async () => {
    expect(testToday()).toBe('2026-03-10');
    const r = await report();
    expect([r.desde, r.hasta, r.agrupar, r.moneda]).toEqual(['2026-03-01', '2026-03-31', 'linea', 'USD']);
    expect(r.filas.map(brief)).toEqual([
      ['hotels', 'Hoteles', 2, 1500, 1350, 150, 10],
      ['cars', 'Autos', 2, 500.5, 430, 70.5, 14.09],
      ['activities', 'Actividades', 0, 0, 0, 0, 0],
      ['assistance', 'Asistencias', 0, 0, 0, 0, 0],
      ['tickets', 'Tickets', 0, 0, 0, 0, 0],
    ]);
    expect(r.filas.map(apart)).toEqual([
      ['hotels', 0, 0, 0, 0],
      ['cars', 0, 0, 0, 0],
      ['activities', 0, 0, 1, 80],
      ['assistance', 0, 0, 1, 150],
      ['tickets', 1, 40, 0, 0],
    ]);
    expect(r.totales).toEqual({
      reservas: 4,
      venta: 2000.5,
      neto: 1780,
      margen: 220.5,
      margenPct: 11.02, // 220.50 / 2,000.50 = 11.022…%
      canceladas: 1,
      penalidades: 40,
      sinConfirmar: 2,
      ventaSinConfirmar: 230,
    });
    expect(r.porMes).toEqual([
      { mes: '2026-03', etiqueta: 'mar 2026', reservas: 4, venta: 2000.5, neto: 1780, margen: 220.5 },
    ]);
  });

  it('groups by supplier', async () => {
    const r = await report('agrupar=proveedor');
    expect(r.filas.map(brief)).toEqual([
      ['OMNIBEES', 'OMNIBEES', 2, 1500, 1350, 150, 10],
      ['AVIS', 'AVIS', 1, 300, 250, 50, 16.67],
      ['BUDGET', 'BUDGET', 1, 200.5, 180, 20.5, 10.22], // 20.50 / 200.50 = 10.224…%
      ['ASSIST', 'ASSIST', 0, 0, 0, 0, 0],
      ['DISNEY', 'DISNEY', 0, 0, 0, 0, 0],
      ['TOURS', 'TOURS', 0, 0, 0, 0, 0],
    ]);
  });

  it('groups by seller, by name', async () => {
    const r = await report('agrupar=vendedor');
    expect(r.filas.map(brief)).toEqual([
      [String(t.ids.agente), 'Agustina Ferreyra', 2, 1200.5, 1080, 120.5, 10.04], // 10.037…%
      [String(t.ids.vendedor), 'Martín Gómez', 2, 800, 700, 100, 12.5],
    ]);
    expect(r.filas.map(apart)).toEqual([
      [String(t.ids.agente), 0, 0, 1, 150],
      [String(t.ids.vendedor), 1, 40, 1, 80],
    ]);
  });

  it('groups by client entity, the bookings for none together', async () => {
    const r = await report('agrupar=entidad');
    expect(r.filas.map((f) => brief(f).slice(1, 6))).toEqual([
      ['Viajes Norte SA', 2, 1200.5, 1080, 120.5],
      ['Sin entidad cliente', 2, 800, 700, 100],
      ['Turismo Sur SRL', 0, 0, 0, 0],
    ]);
    expect(r.filas.map((f) => f.clave)).toEqual([String(norte), 'sin-entidad', expect.any(String)]);
  });

  it("groups by month of the agency's calendar: 23:30 on 28 February is February, 23:00 on 31 March is March", async () => {
    const r = await report('agrupar=mes&desde=2026-02-01&hasta=2026-04-30');
    expect(r.filas.map(brief)).toEqual([
      ['2026-02', 'feb 2026', 2, 180, 150, 30, 16.67],
      ['2026-03', 'mar 2026', 4, 2000.5, 1780, 220.5, 11.02],
      ['2026-04', 'abr 2026', 1, 777, 700, 77, 9.91], // 77 / 777 = 9.909…%
    ]);
    expect(r.porMes.map((m) => [m.mes, m.reservas, m.venta])).toEqual([
      ['2026-02', 2, 180],
      ['2026-03', 4, 2000.5],
      ['2026-04', 1, 777],
    ]);
    expect(r.totales).toMatchObject({ reservas: 7, venta: 2957.5, neto: 2630, margen: 327.5 });
  });

  it('gives every month of the period in the series, those without sales at 0', async () => {
    const r = await report('desde=2026-01-15&hasta=2026-03-31&agrupar=proveedor');
    expect(r.porMes.map((m) => [m.mes, m.reservas, m.venta, m.neto, m.margen])).toEqual([
      ['2026-01', 0, 0, 0, 0],
      ['2026-02', 2, 180, 150, 30],
      ['2026-03', 4, 2000.5, 1780, 220.5],
    ]);
  });

  it('keeps pesos apart from dollars', async () => {
    const r = await report('moneda=ARS');
    expect(r.filas.map(brief)).toEqual([['hotels', 'Hoteles', 1, 50000, 45000, 5000, 10]]);
    expect(r.totales).toMatchObject({ reservas: 1, venta: 50000, canceladas: 0, sinConfirmar: 0 });
  });

  it.each([
    ['linea=cars', { reservas: 2, venta: 500.5, neto: 430, margen: 70.5 }],
    ['proveedor=OMNIBEES', { reservas: 2, venta: 1500, neto: 1350, margen: 150 }],
    ['linea=tickets', { reservas: 0, venta: 0, canceladas: 1, penalidades: 40 }],
    ['linea=hotels&idVendedor=VENDEDOR', { reservas: 1, venta: 500, neto: 450, margen: 50, margenPct: 10 }],
    ['idEntidad=NORTE&agrupar=mes', { reservas: 2, venta: 1200.5, sinConfirmar: 0 }],
    ['idVendedor=AGENTE&linea=', { reservas: 2, venta: 1200.5, sinConfirmar: 1, ventaSinConfirmar: 150 }],
    ['proveedor=NADIE', { reservas: 0, venta: 0, margenPct: 0, canceladas: 0, sinConfirmar: 0 }],
  ])('filters by %s', async (query, totals) => {
    const q = query
      .replace('VENDEDOR', String(t.ids.vendedor))
      .replace('AGENTE', String(t.ids.agente))
      .replace('NORTE', String(norte));
    expect((await report(q)).totales).toMatchObject(totals);
  });

  it('answers an empty period with no rows, zero totals and its months', async () => {
    const r = await report('desde=2025-06-01&hasta=2025-07-31');
    expect(r.filas).toEqual([]);
    expect(r.totales).toMatchObject({ reservas: 0, venta: 0, margenPct: 0 });
    expect(r.porMes.map((m) => m.mes)).toEqual(['2025-06', '2025-07']);
  });
});
