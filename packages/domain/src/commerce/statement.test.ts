import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { balanceOfSums, buildStatement, type TStatementMovement } from './statement-entries';
import { statementFileName, statementRange, ZStatementQuery } from './statement';

const header = {
  idEntidad: 7,
  razonSocial: 'Viajes Sur SA',
  moneda: 'USD' as const,
  desde: '2026-03-01',
  hasta: '2026-03-10',
};
const booking = {
  linea: 'cars',
  producto: 'Hertz Economy',
  pasajero: 'Pérez, Ana',
  estado: 'confirmed' as const,
};

// Hand-computed: from 500.00 owed, every line below and its balance worked out on paper.
const MOVEMENTS: TStatementMovement[] = [
  {
    tipo: 'pago',
    fecha: '2026-03-06',
    instante: '2026-03-06T14:00:00',
    idPago: 5,
    monto: 10050,
    medio: 'Efectivo',
    referencia: null,
    revierte: null,
  },
  {
    tipo: 'penalidad',
    fecha: '2026-03-05',
    instante: '2026-03-05T15:00:00',
    idReserva: 11,
    monto: 4000,
    ...booking,
    estado: 'cancelled',
  },
  {
    tipo: 'reserva',
    fecha: '2026-03-02',
    instante: '2026-03-02T13:00:00',
    idReserva: 11,
    monto: 20000,
    ...booking,
    estado: 'cancelled',
  },
  {
    tipo: 'cancelacion',
    fecha: '2026-03-05',
    instante: '2026-03-05T15:00:00',
    idReserva: 11,
    monto: 20000,
    ...booking,
    estado: 'cancelled',
  },
  {
    tipo: 'pago',
    fecha: '2026-03-06',
    instante: '2026-03-06T13:00:00',
    idPago: 4,
    monto: -30000,
    medio: 'Transferencia',
    referencia: 'TR-1',
    revierte: 3,
  },
  {
    tipo: 'reserva',
    fecha: '2026-03-01',
    instante: '2026-03-01T13:00:00',
    idReserva: 10,
    monto: 13500,
    ...booking,
  },
  {
    tipo: 'pago',
    fecha: '2026-03-05',
    instante: '2026-03-05T12:00:00',
    idPago: 3,
    monto: 30000,
    medio: 'Transferencia',
    referencia: 'TR-1',
    revierte: null,
  },
];

describe('buildStatement (issue 32, item 4)', () => {
  const s = buildStatement({ header, saldoInicial: 50000, movements: MOVEMENTS });

  it('lists the movements in date order with the running balance', () => {
    expect(s.entries.map((e) => [e.fecha, e.tipo, e.debe, e.haber, e.saldo])).toEqual([
      ['2026-03-01', 'reserva', 135, 0, 635],
      ['2026-03-02', 'reserva', 200, 0, 835],
      ['2026-03-05', 'pago', 0, 300, 535],
      ['2026-03-05', 'cancelacion', 0, 200, 335],
      ['2026-03-05', 'penalidad', 40, 0, 375],
      ['2026-03-06', 'reversion', 300, 0, 675],
      ['2026-03-06', 'pago', 0, 100.5, 574.5],
    ]);
  });

  it('totals the period and closes at the last balance', () => {
    expect(s.saldoInicial).toBe(500);
    expect(s.totales).toEqual({ debe: 675, haber: 600.5 });
    expect(s.saldoFinal).toBe(574.5);
    expect(s).toMatchObject(header);
  });

  it('describes each line with what the agent needs to find it', () => {
    const [first, , pago, cancel, penalty, reversal, cash] = s.entries;
    expect(first).toMatchObject({
      idReserva: 10,
      linea: 'Autos',
      producto: 'Hertz Economy',
      pasajero: 'Pérez, Ana',
      estado: 'confirmed',
      descripcion: 'Reserva N° 10 · Autos · Hertz Economy · Pérez, Ana',
    });
    expect(pago).toMatchObject({
      idPago: 3,
      medio: 'Transferencia',
      referencia: 'TR-1',
      descripcion: 'Pago · Transferencia · Ref. TR-1',
    });
    expect(cancel?.descripcion).toBe('Cancelación de la reserva N° 11');
    expect(penalty?.descripcion).toBe('Penalidad por la cancelación de la reserva N° 11');
    expect(reversal).toMatchObject({
      idPago: 4,
      descripcion: 'Reversión del pago N° 3 · Transferencia · Ref. TR-1',
    });
    expect(cash?.descripcion).toBe('Pago · Efectivo');
    expect(cash).not.toHaveProperty('referencia');
  });

  it('an empty period keeps the opening balance, a credit balance is negative', () => {
    expect(buildStatement({ header, saldoInicial: -1234, movements: [] })).toMatchObject({
      saldoInicial: -12.34,
      entries: [],
      totales: { debe: 0, haber: 0 },
      saldoFinal: -12.34,
    });
  });

  it('the balance of sums by kind agrees with the lines', () => {
    // the seven movements above, summed by kind: 335 + 200 − 200 + 40 − (300 − 300 + 100.50)
    const sums = { reserva: 33500, cancelacion: 20000, penalidad: 4000, pago: 10050 };
    expect(balanceOfSums(sums)).toBe(7450);
    expect(buildStatement({ header, saldoInicial: 0, movements: MOVEMENTS }).saldoFinal).toBe(74.5);
  });

  it('adds cents without drift', () => {
    const dimes = Array.from({ length: 10 }, (_, i): TStatementMovement => ({
      tipo: 'reserva',
      fecha: '2026-03-01',
      instante: `2026-03-01T10:00:0${i}`,
      idReserva: i + 1,
      monto: 10,
      ...booking,
    }));
    const t = buildStatement({ header, saldoInicial: 20, movements: dimes });
    expect(t.entries.map((e) => e.saldo)).toEqual([0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 1.1, 1.2]);
  });
});

describe('ZStatementQuery and statementRange', () => {
  const parse = (q: Record<string, unknown>) => ZStatementQuery.safeParse(q);
  const messageOf = (q: Record<string, unknown>) => parse(q).error?.issues[0]?.message;

  it('defaults: USD, json, the last 90 days to today', () => {
    for (const q of [
      {},
      { desde: null, hasta: null, moneda: null, formato: null },
      { desde: '', hasta: '', moneda: '', formato: '' },
    ])
      expect(parse(q).data).toEqual({ moneda: 'USD', formato: 'json' });
    expect(statementRange({}, '2026-03-10')).toEqual({ ok: true, desde: '2025-12-11', hasta: '2026-03-10' });
    expect(statementRange({ hasta: '2026-01-31' }, '2026-03-10')).toEqual({
      ok: true,
      desde: '2025-11-03',
      hasta: '2026-01-31',
    });
    expect(statementRange({ desde: '2026-02-01' }, '2026-03-10')).toEqual({
      ok: true,
      desde: '2026-02-01',
      hasta: '2026-03-10',
    });
  });

  it('takes a period of up to 2 years in either currency and format', () => {
    expect(parse({ desde: '2024-03-10', hasta: '2026-03-09', moneda: 'ARS', formato: 'pdf' }).data).toEqual({
      desde: '2024-03-10',
      hasta: '2026-03-09',
      moneda: 'ARS',
      formato: 'pdf',
    });
    expect(parse({ desde: '2026-03-10', hasta: '2026-03-10', formato: 'xlsx' }).success).toBe(true);
  });

  it('refuses bad dates, order, length, currency and format in Spanish', () => {
    expect(messageOf({ desde: '2026-02-30' })).toBe(MESSAGES.statementDesde);
    expect(messageOf({ hasta: '10/03/2026' })).toBe(MESSAGES.statementHasta);
    expect(messageOf({ desde: '2026-02-30', hasta: '2026-03-10' })).toBe(MESSAGES.statementDesde);
    expect(messageOf({ desde: '2026-03-10', hasta: '\u0000' })).toBe(MESSAGES.statementHasta);
    expect(messageOf({ desde: '2026-03-11', hasta: '2026-03-10' })).toBe(MESSAGES.statementRangeOrder);
    expect(messageOf({ desde: '2024-03-10', hasta: '2026-03-10' })).toBe(MESSAGES.statementRangeTooLong);
    expect(messageOf({ moneda: 'EUR' })).toBe(MESSAGES.statementCurrency);
    expect(messageOf({ formato: 'csv' })).toBe(MESSAGES.statementFormat);
    expect(statementRange({ desde: '2026-03-11' }, '2026-03-10')).toEqual({
      ok: false,
      message: MESSAGES.statementRangeOrder,
    });
  });

  it('names the download after the entity, currency and period', () => {
    expect(statementFileName({ ...header, moneda: 'ARS' }, 'xlsx')).toBe(
      'cuenta-corriente-7-ARS-2026-03-01-a-2026-03-10.xlsx',
    );
  });
});
