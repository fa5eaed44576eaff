import { describe, expect, expectTypeOf, it } from 'vitest';
import { MESSAGES } from '../messages';
import { CAR_BRANDS } from '../cars/locations';
import { RESERVATION_MODULES } from '../reservations/reservation';
import { SUPPLIER_NAMES } from '../supplier-wire/suppliers';
import { HOTEL_SUPPLIER_KEYS } from '../supplier-wire/hotels';
import { TICKET_SUPPLIERS } from '../supplier-wire/tickets';
import {
  MARKUP_CRITERIA,
  MARKUP_SUPPLIERS,
  markupCriteriaOf,
  markupDatesText,
  markupSummary,
  markupSupplierCode,
  markupValueText,
} from './markup-schemas-labels';
import { ZMarkupQuery, ZMarkupWrite, type TMarkupRule } from './markup-schemas';
import type { TMarkupRuleData } from './markups';

const nbsp = (text: string) => text.replace(/\u00a0/g, ' ');
const issueOf = (body: object) => {
  const r = ZMarkupWrite.safeParse(body);
  return r.success
    ? undefined
    : { path: r.error.issues[0]!.path.join('.'), message: r.error.issues[0]!.message };
};

const TEN_PERCENT = { tipo: 'porcentaje', valor: 10 };

describe('ZMarkupWrite', () => {
  it('takes a rule for everything with priority 0, active', () => {
    expect(ZMarkupWrite.parse(TEN_PERCENT)).toEqual({
      tipo: 'porcentaje',
      valor: 10,
      prioridad: 0,
      activo: true,
    });
  });

  it('takes every optional criterion absent, null, empty or blank', () => {
    const parsed = ZMarkupWrite.parse({
      ...TEN_PERCENT,
      linea: '',
      proveedor: '   ',
      idEntidad: null,
      destino: '',
      desde: null,
      hasta: '',
      moneda: '',
      prioridad: null,
      activo: '',
    });
    expect(parsed).toEqual({ tipo: 'porcentaje', valor: 10, prioridad: 0, activo: true });
  });

  it('takes a whole rule, its texts trimmed', () => {
    expect(
      ZMarkupWrite.parse({
        linea: 'cars',
        proveedor: ' avis ',
        idEntidad: 7,
        destino: ' Miami ',
        desde: '2026-12-01',
        hasta: '2026-12-01',
        tipo: 'monto',
        valor: 1_000_000,
        moneda: 'USD',
        prioridad: 1000,
        activo: false,
      }),
    ).toEqual({
      linea: 'cars',
      proveedor: 'avis',
      idEntidad: 7,
      destino: 'Miami',
      desde: '2026-12-01',
      hasta: '2026-12-01',
      tipo: 'monto',
      valor: 1_000_000,
      moneda: 'USD',
      prioridad: 1000,
      activo: false,
    });
  });

  it.each([
    [{ linea: 'trenes' }, 'linea', MESSAGES.markupLinea],
    [{ valor: 0 }, 'valor', MESSAGES.markupPorcentaje],
    [{ valor: -5 }, 'valor', MESSAGES.markupPorcentaje],
    [{ valor: 100.01 }, 'valor', MESSAGES.markupPorcentaje],
    [{ valor: 10.005 }, 'valor', MESSAGES.markupPorcentaje],
    [{ valor: '10' }, 'valor', MESSAGES.markupValor],
    [{ tipo: 'monto', valor: 1_000_000.01, moneda: 'USD' }, 'valor', MESSAGES.markupMonto],
    [{ tipo: 'monto', valor: 0.001, moneda: 'USD' }, 'valor', MESSAGES.markupMonto],
    [{ tipo: 'monto', valor: 25 }, 'moneda', MESSAGES.markupMonedaRequerida],
    [{ tipo: 'monto', valor: 25, moneda: 'EUR' }, 'moneda', MESSAGES.markupMonedaRequerida],
    [{ moneda: 'USD' }, 'moneda', MESSAGES.markupMonedaPorcentaje],
    [{ tipo: 'fijo' }, 'tipo', MESSAGES.markupTipo],
    [{ desde: '2026-12-02', hasta: '2026-12-01' }, 'hasta', MESSAGES.markupFechas],
    [{ desde: '2026-02-30' }, 'desde', MESSAGES.markupDesde],
    [{ hasta: '01/12/2026' }, 'hasta', MESSAGES.markupHasta],
    [{ prioridad: 1001 }, 'prioridad', MESSAGES.markupPrioridad],
    [{ prioridad: -1 }, 'prioridad', MESSAGES.markupPrioridad],
    [{ prioridad: 1.5 }, 'prioridad', MESSAGES.markupPrioridad],
    [{ activo: 'si' }, 'activo', MESSAGES.markupActivo],
    [{ idEntidad: 0 }, 'idEntidad', MESSAGES.markupEntidad],
    [{ idEntidad: 'siete' }, 'idEntidad', MESSAGES.markupEntidad],
    [{ destino: 'x'.repeat(101) }, 'destino', MESSAGES.markupDestino],
    [{ proveedor: 'HERTZ' }, 'proveedor', MESSAGES.markupProveedor],
    [
      { linea: 'cars', proveedor: 'HERTZ' },
      'proveedor',
      'El proveedor HERTZ no vende Autos: elija uno de AVIS, BUDGET',
    ],
    [
      { linea: 'hotels', proveedor: 'AVIS' },
      'proveedor',
      'El proveedor AVIS no vende Hoteles: elija uno de OMNIBEES, PRESTIGE, HBSI',
    ],
  ])('refuses %j: %s', (change, path, message) => {
    expect(issueOf({ ...TEN_PERCENT, ...change })).toEqual({ path, message });
  });

  it('answers the same rule the pricing reads, and more', () => {
    expectTypeOf<TMarkupRule>().toExtend<TMarkupRuleData>();
  });
});

describe('ZMarkupQuery', () => {
  it('reads the filters from the query string, blanks as none', () => {
    expect(ZMarkupQuery.parse({ linea: 'cars', idEntidad: '7', activo: 'true' })).toMatchObject({
      linea: 'cars',
      idEntidad: 7,
      activo: 'true',
      page: 1,
      perPage: 20,
    });
    const none = ZMarkupQuery.parse({ linea: '', idEntidad: 'null', activo: '' });
    expect([none.linea, none.idEntidad, none.activo]).toEqual([undefined, undefined, undefined]);
    expect(ZMarkupQuery.safeParse({ activo: 'si' }).success).toBe(false);
  });
});

describe('the suppliers a rule may name', () => {
  it('are those the lines book with, as the supplier contracts name them', () => {
    expect(Object.keys(MARKUP_SUPPLIERS).sort()).toEqual([...RESERVATION_MODULES].sort());
    expect(MARKUP_SUPPLIERS.tickets).toEqual(Object.values(TICKET_SUPPLIERS));
    expect(MARKUP_SUPPLIERS.hotels).toEqual(HOTEL_SUPPLIER_KEYS);
    expect(MARKUP_SUPPLIERS.cars).toEqual(CAR_BRANDS);
    const known = new Set<string>([...SUPPLIER_NAMES, 'CUPOS']);
    for (const code of Object.values(MARKUP_SUPPLIERS).flat()) expect(known).toContain(code);
  });

  it('are found in any case, by line or among all', () => {
    expect(markupSupplierCode('cars', 'budget')).toBe('BUDGET');
    expect(markupSupplierCode(undefined, 'DestServices')).toBe('DESTSERVICES');
    expect(markupSupplierCode('cars', 'OMNIBEES')).toBeUndefined();
  });
});

describe('how the back office words a rule', () => {
  it('lists the criteria from the heaviest', () => {
    expect(MARKUP_CRITERIA.map((c) => c.label)).toEqual([
      'Entidad',
      'Proveedor',
      'Destino',
      'Línea',
      'Fechas de viaje',
    ]);
    const criteria = {
      linea: 'cars',
      proveedor: null,
      idEntidad: 7,
      destino: null,
      desde: null,
      hasta: '2026-12-31',
    };
    expect(markupCriteriaOf(criteria)).toEqual(['Entidad', 'Línea', 'Fechas de viaje']);
  });

  it.each([
    [{ tipo: 'porcentaje', valor: 10, moneda: null }, '10 %'],
    [{ tipo: 'porcentaje', valor: 12.5, moneda: null }, '12,5 %'],
    [{ tipo: 'monto', valor: 25, moneda: 'USD' }, 'US$ 25,00 por reserva'],
    [{ tipo: 'monto', valor: 1500, moneda: 'ARS' }, '$ 1.500,00 por reserva'],
  ] as const)('%j reads %s', (rule, text) => {
    expect(nbsp(markupValueText(rule))).toBe(text);
  });
});

describe('markupSummary', () => {
  it('says what a rule does in one line', () => {
    const base = { linea: null, proveedor: null, razonSocial: null, destino: null, desde: null, hasta: null };
    expect(markupSummary({ ...base, tipo: 'porcentaje', valor: 10, moneda: null })).toBe(
      '10 % · Todas las líneas',
    );
    const whole = {
      ...base,
      linea: 'cars',
      proveedor: 'AVIS',
      razonSocial: 'Viajes Andinos S.A.',
      destino: 'Miami',
      desde: '2026-12-01',
      hasta: '2026-12-31',
      tipo: 'monto',
      valor: 25,
      moneda: 'USD',
    } as const;
    expect(nbsp(markupSummary(whole))).toBe(
      'US$ 25,00 por reserva · Autos · AVIS · Viajes Andinos S.A. · Miami · del 01/12/2026 al 31/12/2026',
    );
    expect(markupDatesText({ desde: '2026-12-01', hasta: null })).toBe('desde el 01/12/2026');
    expect(markupDatesText({ desde: null, hasta: '2026-12-31' })).toBe('hasta el 31/12/2026');
  });
});
