import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import {
  periodsOverlap,
  sheetAmountOf,
  sheetDateOf,
  sheetIssueText,
  ZSheetExcursionRow,
  ZSheetHotelRow,
  ZSheetTransferRow,
} from './sheet';

const hotelRow = {
  Pais: 'Argentina',
  Zona: 'Bariloche',
  Hotel: 'Hostería del Lago',
  Categoria: 3,
  Moneda: 'ars',
  CodigoHabitacion: 101, // typed as a number in the sheet
  Habitacion: 'Doble Estándar',
  Regimen: 'Desayuno',
  Desde: '2031-03-01',
  Hasta: new Date(Date.UTC(2031, 3, 30)), // an Excel date cell
  SGL: 80000,
  DBL: '95000.50',
  TPL: '',
};

const reasons = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('ZSheetHotelRow (issue 17)', () => {
  it('turns cells into clean values: codes as text, Excel dates as YYYY-MM-DD, blank rates not sold', () => {
    expect(ZSheetHotelRow.parse(hotelRow)).toMatchObject({
      Moneda: 'ARS',
      CodigoHabitacion: '101',
      Desde: '2031-03-01',
      Hasta: '2031-04-30',
      SGL: '80000.00',
      DBL: '95000.50',
      TPL: '0.00',
      CPL: '0.00',
    });
  });

  it.each([
    ['Moneda', 'EUR', MESSAGES.tarifarioSheetCurrency],
    ['Categoria', 6, MESSAGES.tarifarioSheetCategory],
    ['Categoria', '4*', MESSAGES.tarifarioSheetCategory],
    ['Desde', '01/03/2031', MESSAGES.tarifarioSheetDate],
    ['Desde', '2031-02-30', MESSAGES.tarifarioSheetDate],
    ['DBL', -1, MESSAGES.tarifarioSheetAmount],
    ['DBL', 10.005, MESSAGES.tarifarioSheetAmount],
    ['DBL', '95000,50', MESSAGES.tarifarioSheetAmount],
    ['Url', 'www.hotel.com', MESSAGES.tarifarioSheetUrl],
    ['Hotel', '  ', MESSAGES.tarifarioSheetRequired],
    ['Hotel', 'x'.repeat(121), 'el texto supera los 120 caracteres'],
  ])('%s = %j: %s', (column, value, message) => {
    expect(reasons(ZSheetHotelRow.safeParse({ ...hotelRow, [column]: value }))).toEqual([[column, message]]);
  });

  it('refuses a period that ends before it starts, or sells nothing', () => {
    const backwards = ZSheetHotelRow.safeParse({ ...hotelRow, Desde: '2031-05-01' });
    expect(reasons(backwards)).toEqual([['', 'la fecha "hasta" es anterior a "desde"']]);
    const unsold = ZSheetHotelRow.safeParse({ ...hotelRow, SGL: 0, DBL: '0.00' });
    expect(reasons(unsold)).toEqual([['', MESSAGES.tarifarioSheetNoRate]]);
  });
});

describe('excursion and transfer rows', () => {
  it('reads an excursion rate per passenger type', () => {
    const row = {
      Pais: 'Brasil',
      Zona: 'Búzios',
      Nombre: 'Paseo en goleta',
      Tipo: 'CHD',
      Total: 35,
      Moneda: 'USD',
    };
    expect(ZSheetExcursionRow.parse(row)).toMatchObject({ Tipo: 'chd', Total: '35.00' });
  });

  it('reads a transfer rate per party size and refuses a party of 0', () => {
    const row = {
      Pais: 'México',
      Zona: 'Cancún',
      Nombre: 'Aeropuerto - Zona Hotelera',
      Tipo: 'Privado',
      Direccion: 'i',
      Moneda: 'USD',
      Pax: '2',
      Tarifa: 60,
    };
    expect(ZSheetTransferRow.parse(row)).toMatchObject({ Direccion: 'I', Pax: 2, Tarifa: '60.00' });
    expect(reasons(ZSheetTransferRow.safeParse({ ...row, Pax: 0 }))).toEqual([
      ['Pax', MESSAGES.tarifarioSheetPax],
    ]);
  });
});

describe('cells and texts', () => {
  it('reads Excel serial dates and sums of cents', () => {
    expect(sheetDateOf(45292)).toBe('2024-01-01');
    expect(sheetDateOf(1.5)).toBeUndefined();
    expect(sheetAmountOf(0.1 + 0.2)).toBe('0.30');
  });

  it('periods overlap when they share a night, the last night included', () => {
    const a = { desde: '2031-01-01', hasta: '2031-01-31' };
    expect(periodsOverlap(a, { desde: '2031-01-31', hasta: '2031-02-10' })).toBe(true);
    expect(periodsOverlap(a, { desde: '2031-02-01', hasta: '2031-02-10' })).toBe(false);
  });

  it('names the worksheet, the row and the column', () => {
    expect(sheetIssueText({ sheet: 'Hoteles', row: 12, reason: MESSAGES.tarifarioSheetDateOrder })).toBe(
      'Hoteles, fila 12: la fecha "hasta" es anterior a "desde"',
    );
    expect(
      sheetIssueText({
        sheet: 'Traslados',
        row: 3,
        column: 'Moneda',
        reason: MESSAGES.tarifarioSheetCurrency,
      }),
    ).toBe('Traslados, fila 3, columna Moneda: la moneda debe ser ARS o USD');
  });
});
