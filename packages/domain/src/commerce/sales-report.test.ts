import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  lastDayFrom,
  salesReportFileName,
  salesReportRange,
  SALES_STATUS_CLASS,
  statusesOf,
  ZSalesReportQuery,
} from './sales-report';
import {
  marginPercent,
  monthsOf,
  monthSeries,
  NO_SALES,
  salesReportOf,
  type TSalesGroupSums,
} from './sales-report-figures';

const parse = (q: Record<string, unknown>) => ZSalesReportQuery.safeParse(q);
const messageOf = (q: Record<string, unknown>) => {
  const r = parse(q);
  return r.success ? undefined : r.error.issues[0]?.message;
};

describe('the sales report query', () => {
  it('defaults to grouping by line, in USD, as JSON, with no filter', () => {
    expect(parse({}).data).toEqual({ agrupar: 'linea', moneda: 'USD', formato: 'json' });
  });

  it('reads absent, null and "" alike for every optional field', () => {
    const blank = { desde: '', hasta: null, agrupar: '', moneda: null, formato: '', linea: '' };
    const more = { proveedor: null, idEntidad: '', idVendedor: null };
    expect(parse({ ...blank, ...more }).data).toEqual({ agrupar: 'linea', moneda: 'USD', formato: 'json' });
  });

  it('takes the filters as a query string brings them', () => {
    const q = { agrupar: 'entidad', moneda: 'ARS', linea: 'cars', proveedor: ' AVIS ', idEntidad: '7' };
    expect(parse({ ...q, idVendedor: '12', formato: 'xlsx' }).data).toEqual({
      agrupar: 'entidad',
      moneda: 'ARS',
      formato: 'xlsx',
      linea: 'cars',
      proveedor: 'AVIS',
      idEntidad: 7,
      idVendedor: 12,
    });
  });

  it.each([
    [{ desde: '2026-02-30' }, MESSAGES.reportDesde],
    [{ desde: '01/03/2026' }, MESSAGES.reportDesde],
    [{ hasta: '2026-13-01' }, MESSAGES.reportHasta],
    [{ desde: '2026-03-02', hasta: '2026-03-01' }, MESSAGES.reportRangeOrder],
    [{ desde: '2024-03-01', hasta: '2026-03-01' }, MESSAGES.reportRangeTooLong],
    [{ agrupar: 'cliente' }, MESSAGES.reportGrouping],
    [{ moneda: 'EUR' }, MESSAGES.reportCurrency],
    [{ formato: 'pdf' }, MESSAGES.reportFormat],
    [{ linea: 'cruceros' }, MESSAGES.reportLine],
    [{ proveedor: '   ' }, MESSAGES.reportSupplier],
    [{ proveedor: 'X'.repeat(31) }, MESSAGES.reportSupplier],
    [{ idEntidad: 'abc' }, MESSAGES.reportEntity],
    [{ idEntidad: '0' }, MESSAGES.reportEntity],
    [{ idEntidad: '1.5' }, MESSAGES.reportEntity],
    [{ idEntidad: '3000000000' }, MESSAGES.reportEntity],
    [{ idVendedor: '-1' }, MESSAGES.reportSeller],
  ])('refuses %j: %s', (q, message) => {
    expect(messageOf(q)).toBe(message);
  });

  it('covers at most two years: 1 March 2024 to 28 February 2026, and from 29 February', () => {
    expect(parse({ desde: '2024-03-01', hasta: '2026-02-28' }).success).toBe(true);
    expect(lastDayFrom('2024-02-29')).toBe('2026-02-27');
    expect(lastDayFrom('2025-01-01')).toBe('2026-12-31');
  });
});

describe('the period a query covers', () => {
  it('is the current month of the agency without dates', () => {
    expect(salesReportRange({}, '2026-02-17')).toEqual({ desde: '2026-02-01', hasta: '2026-02-28' });
    expect(salesReportRange({}, '2024-02-01')).toEqual({ desde: '2024-02-01', hasta: '2024-02-29' });
    expect(salesReportRange({}, '2026-12-31')).toEqual({ desde: '2026-12-01', hasta: '2026-12-31' });
  });

  it("is the given date's month when only one is given, and as given with both", () => {
    expect(salesReportRange({ desde: '2026-04-10' }, '2026-02-17')).toEqual({
      desde: '2026-04-10',
      hasta: '2026-04-30',
    });
    expect(salesReportRange({ hasta: '2025-11-05' }, '2026-02-17')).toEqual({
      desde: '2025-11-01',
      hasta: '2025-11-05',
    });
    expect(salesReportRange({ desde: '2025-01-01', hasta: '2025-06-30' }, '2026-02-17')).toEqual({
      desde: '2025-01-01',
      hasta: '2025-06-30',
    });
  });
});

describe('what each status counts as', () => {
  it('sells confirmed, pre-booked and cancelling; keeps cancelled and unconfirmed apart; never failed', () => {
    expect(statusesOf('vendida')).toEqual(['confirmed', 'pre_booked', 'cancelling']);
    expect(statusesOf('cancelada')).toEqual(['cancelled']);
    expect(statusesOf('sinConfirmar')).toEqual(['pending', 'unknown']);
    expect(statusesOf('excluida')).toEqual(['failed']);
    expect(Object.keys(SALES_STATUS_CLASS)).toHaveLength(7);
  });
});

describe('the margin percentage', () => {
  it.each([
    [1500, 10000, 15],
    [1, 3, 33.33],
    [2, 3, 66.67],
    [1, 800, 0.13], // 0.125: half away from zero, once
    [-1, 800, -0.13],
    [0, 5000, 0],
    [0, 0, 0],
    [250, 0, 0], // a margin with no sale (cannot be, but never a division by zero)
  ])('margin %i of sale %i is %d %', (margin, sale, pct) => {
    expect(marginPercent(margin, sale)).toBe(pct);
  });
});

describe('the months of a period', () => {
  it('are every month it touches, across a year', () => {
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsOf('2026-03-01', '2026-03-31')).toEqual(['2026-03']);
  });

  it('are filled with 0 where nothing sold, amounts as decimals', () => {
    const sums = [{ mes: '2026-01', reservas: 2, ventaCents: 123456, netoCents: 100000, margenCents: 23456 }];
    expect(monthSeries('2025-12-01', '2026-01-31', sums)).toEqual([
      { mes: '2025-12', etiqueta: 'dic 2025', reservas: 0, venta: 0, neto: 0, margen: 0 },
      { mes: '2026-01', etiqueta: 'ene 2026', reservas: 2, venta: 1234.56, neto: 1000, margen: 234.56 },
    ]);
  });
});

describe('the answer', () => {
  const group = (clave: string, etiqueta: string, over: Partial<TSalesGroupSums>): TSalesGroupSums => ({
    ...NO_SALES,
    clave,
    etiqueta,
    ...over,
  });
  // cars: 2 sold (300.00 + 200.50 sale, 250.00 + 180.00 net), 1 cancelled with 15.25 of penalty;
  // hotels: 1 sold (1,000.00 sale, 900.00 net), 2 pending (700.00); tickets: only a cancelled one, free
  const groups = [
    group('cars', 'Autos', {
      reservas: 2,
      ventaCents: 50050,
      netoCents: 43000,
      margenCents: 7050,
      canceladas: 1,
      penalidadesCents: 1525,
    }),
    group('hotels', 'Hoteles', {
      reservas: 1,
      ventaCents: 100000,
      netoCents: 90000,
      margenCents: 10000,
      sinConfirmar: 2,
      ventaSinConfirmarCents: 70000,
    }),
    group('tickets', 'Tickets', { canceladas: 1 }),
  ];
  const report = salesReportOf({
    range: { desde: '2026-02-01', hasta: '2026-03-31' },
    agrupar: 'linea',
    moneda: 'USD',
    groups,
    months: [{ mes: '2026-03', reservas: 3, ventaCents: 150050, netoCents: 133000, margenCents: 17050 }],
  });

  it('lists the groups by sale, largest first, with their margin %', () => {
    expect(report.filas.map((f) => [f.clave, f.reservas, f.venta, f.neto, f.margen, f.margenPct])).toEqual([
      ['hotels', 1, 1000, 900, 100, 10],
      ['cars', 2, 500.5, 430, 70.5, 14.09], // 70.50 / 500.50 = 14.0859…%
      ['tickets', 0, 0, 0, 0, 0],
    ]);
    expect(report.filas[1]).toMatchObject({ canceladas: 1, penalidades: 15.25, sinConfirmar: 0 });
    expect(report.filas[0]).toMatchObject({ sinConfirmar: 2, ventaSinConfirmar: 700 });
  });

  it('totals the groups: 1,500.50 sold for 1,330.00 net, 170.50 of margin (11.36 %)', () => {
    expect(report.totales).toEqual({
      reservas: 3,
      venta: 1500.5,
      neto: 1330,
      margen: 170.5,
      margenPct: 11.36, // 170.50 / 1,500.50 = 11.3629…%
      canceladas: 2,
      penalidades: 15.25,
      sinConfirmar: 2,
      ventaSinConfirmar: 700,
    });
  });

  it('carries the period, the grouping, the currency and both months of the series', () => {
    expect(report).toMatchObject({
      desde: '2026-02-01',
      hasta: '2026-03-31',
      agrupar: 'linea',
      moneda: 'USD',
    });
    expect(report.porMes.map((p) => [p.mes, p.venta])).toEqual([
      ['2026-02', 0],
      ['2026-03', 1500.5],
    ]);
    expect(salesReportFileName(report)).toBe('ventas-por-linea-USD-2026-02-01-a-2026-03-31.xlsx');
  });

  it('orders months by month, whatever their sales', () => {
    const byMonth = salesReportOf({
      range: { desde: '2026-01-01', hasta: '2026-02-28' },
      agrupar: 'mes',
      moneda: 'ARS',
      groups: [
        group('2026-02', 'feb 2026', { ventaCents: 900 }),
        group('2026-01', 'ene 2026', { ventaCents: 100 }),
      ],
      months: [],
    });
    expect(byMonth.filas.map((f) => f.clave)).toEqual(['2026-01', '2026-02']);
    expect(salesReportOf({ ...byMonth, range: byMonth, groups: [], months: [] }).totales).toEqual({
      reservas: 0,
      venta: 0,
      neto: 0,
      margen: 0,
      margenPct: 0,
      canceladas: 0,
      penalidades: 0,
      sinConfirmar: 0,
      ventaSinConfirmar: 0,
    });
  });
});
