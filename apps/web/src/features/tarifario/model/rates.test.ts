import { describe, expect, it } from 'vitest';
import { money, occupancyColumns, safeWebsite } from './rates';
import { period, room } from './test-data';

describe('occupancy columns of a room (spec §2: hidden when its total is 0.00)', () => {
  it('a column shows when one period sells it, hides when every period has 0.00', () => {
    const r = room({
      tarifario: [
        period({
          rates: [
            ['DBL', '100.00'],
            ['SGL', '80.00'],
            ['TPL', '0.00'],
            ['CPL', '0.00'],
          ],
        }),
        period({
          rates: [
            ['SGL', '90.00'],
            ['DBL', '110.00'],
            ['TPL', '130.00'],
            ['CPL', '0.00'],
          ],
        }),
      ],
    });
    expect(occupancyColumns(r)).toEqual(['SGL', 'DBL', 'TPL']);
  });

  it('reads a single period and a single rate unwrapped (spec §3)', () => {
    const single = period({ rates: [['DBL', '100.00']] });
    const r = room({ tarifario: { ...single, tarifas: { tarifa: { ocupacion: 'DBL', total: '100.00' } } } });
    expect(occupancyColumns(r)).toEqual(['DBL']);
  });

  it('a column missing in a period counts as not sold there', () => {
    const r = room({
      tarifario: [period({ rates: [['SGL', '0.00']] }), period({ rates: [['DBL', '95.5']] })],
    });
    expect(occupancyColumns(r)).toEqual(['DBL']);
  });
});

describe('amounts', () => {
  it('es-AR with the currency', () => {
    expect(money('1234.5', 'USD')?.replace(/\s/g, ' ')).toBe('US$ 1.234,50');
    expect(money('80.00', 'ARS')?.replace(/\s/g, ' ')).toBe('$ 80,00');
    expect(money(12, 'EUR')).toBe('EUR 12,00');
    expect(money('abc', 'USD')).toBeUndefined();
  });

  it('only web addresses link out', () => {
    expect(safeWebsite('https://hotel.example.com')).toBe('https://hotel.example.com');
    expect(safeWebsite('javascript:alert(1)')).toBeUndefined();
    expect(safeWebsite(undefined)).toBeUndefined();
  });
});
