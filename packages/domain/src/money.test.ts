import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatMoney,
  fromCents,
  mulCents,
  parseAmount,
  percentOf,
  round2,
  roundCents,
  sumCents,
  toCents,
} from './money';
import { parseProviderPrice, parseProviderSale } from './money-price';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('round2 (spec §9: 2 decimals, half away from zero)', () => {
  it.each([
    [1.005, 1.01],
    [2.675, 2.68],
    [1.015, 1.02],
    [0.125, 0.13],
    [10.235, 10.24],
    [1.0049999, 1],
    [-1.005, -1.01],
    [-2.675, -2.68],
    [-0.001, 0],
    [35, 35],
    [1234567.895, 1234567.9],
    [0.1 + 0.2, 0.3],
    [1e-7, 0],
  ])('round2(%s) = %s', (n, expected) => {
    expect(round2(n)).toBe(expected);
  });

  it('never returns -0', () => {
    expect(Object.is(round2(-0.001), 0)).toBe(true);
  });

  it('roundCents rounds half cents away from zero', () => {
    expect(roundCents(2276.5)).toBe(2277);
    expect(roundCents(-2276.5)).toBe(-2277);
    expect(roundCents(2276.49)).toBe(2276);
  });
});

describe('cents', () => {
  it.each([
    [35, 3500],
    [1.005, 101],
    [2.675, 268],
    [0.07, 7],
    [19.99, 1999],
    [-3.335, -334],
  ])('toCents(%s) = %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });

  it('fromCents, sumCents, mulCents, percentOf', () => {
    expect(fromCents(123456)).toBe(1234.56);
    expect(sumCents([3500, undefined, 3500])).toBe(7000);
    expect(mulCents(33333, 3)).toBe(99999);
    expect(mulCents(1999, 1.5)).toBe(2999); // 2998.5 rounds up
    expect(percentOf(103500, 2.2)).toBe(2277);
    expect(percentOf(112500, 2.2)).toBe(2475);
    expect(percentOf(2250, 2.2)).toBe(50); // 49.5 -> 50
  });
});

describe('formatMoney (es-AR)', () => {
  it.each([
    [123450, 'USD', 'US$ 1.234,50'],
    [123456789, 'ARS', '$ 1.234.567,89'],
    [3500, 'USD', 'US$ 35,00'],
    [0, 'ARS', '$ 0,00'],
  ] as const)('formatMoney(%s, %s) = %s', (cents, currency, text) => {
    expect(nbsp(formatMoney(cents, currency))).toBe(text);
  });

  // USD and ARS are written out by hand (no Intl on a page's first render): Intl is the oracle
  it('writes USD and ARS exactly as Intl es-AR does', () => {
    const intl = (cents: number, currency: string) =>
      new Intl.NumberFormat('es-AR', { style: 'currency', currency }).format(cents / 100);
    const samples = [0, 1, 5, 9, 10, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 999999, 1000000];
    // every magnitude up to ~10^12 cents, with varied digits (deterministic)
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(1.0137 ** i) * 7 + (i % 100));
    for (const currency of ['USD', 'ARS'] as const)
      for (const cents of samples)
        for (const signed of cents === 0 ? [0] : [cents, -cents])
          expect(formatMoney(signed, currency)).toBe(intl(signed, currency));
  });

  it('leaves any other currency, and non-finite amounts, to Intl', () => {
    expect(nbsp(formatMoney(123450, 'EUR' as 'USD'))).toBe('EUR 1.234,50');
    expect(nbsp(formatMoney(Number.NaN, 'USD'))).toBe('US$ NaN');
  });
});

describe('parseAmount', () => {
  it.each([
    [12.5, 12.5],
    ['1234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['1234,5', 1234.5],
    [' 35 ', 35],
    ['US$ 10.50', 10.5],
    ['abc', undefined],
    [null, undefined],
    [Number.NaN, undefined],
    ['', undefined],
  ])('parseAmount(%j) = %s', (v, expected) => {
    expect(parseAmount(v)).toBe(expected);
  });
});

describe('parseProviderPrice (spec §3 price objects)', () => {
  it('reads upper-case keys (VENTA, IVA, TOTAL)', () => {
    expect(
      parseProviderPrice({ VENTA: 100, IVA: '21.00', TOTAL: 156, gastoAdministrativo: 35, moneda: 'USD' }),
    ).toEqual({
      venta: 10000,
      iva: 2100,
      total: 15600,
      gastoAdministrativo: 3500,
      moneda: 'USD',
    });
  });

  it('reads lower-case keys and the country taxes', () => {
    expect(
      parseProviderPrice({
        venta: '250.555',
        iva: 52.6155,
        resolucion4815: 75.17,
        ImpuestoPais: 75.17,
        alicuota: 21,
        moneda: 'ars',
      }),
    ).toEqual({
      venta: 25056,
      iva: 5262,
      resolucion4815: 7517,
      impuestoPais: 7517,
      alicuota: 21,
      moneda: 'ARS',
    });
  });

  it('leaves absent or unreadable fields undefined', () => {
    const p = parseProviderPrice({ VENTA: 'n/a', otro: 1 });
    expect(p).toEqual({});
    expect(parseProviderPrice(null)).toEqual({});
    expect(parseProviderPrice('100')).toEqual({});
  });

  it("takes the first alias in the aliases' order the object fills, whatever the key order", () => {
    expect(parseProviderPrice({ venta: 1, Venta: 3, VENTA: 2, iva: '', Iva: 0.5 })).toEqual({
      venta: 200,
      iva: 50,
    });
    expect(parseProviderPrice({ moneda: null, currencyCode: 'USD', Alicuota: '10,5', alicuota: '' })).toEqual(
      {
        moneda: 'USD',
        alicuota: 10.5,
      },
    );
    expect(parseProviderPrice({ VENTA: 2, venta: 1 })).toEqual({ venta: 200 });
    // a filled alias comes first even when it cannot be read: the price is not guessed from another
    expect(parseProviderPrice({ venta: 100, VENTA: 'n/a' })).toEqual({});
    expect(parseProviderPrice({ VENTA: 'n/a', venta: 100 })).toEqual({});
  });

  it("reads only the object's own keys", () => {
    expect(parseProviderPrice(Object.create({ VENTA: 100 }))).toEqual({});
    expect(parseProviderPrice([100, 200])).toEqual({});
  });

  it('reads the sale rate alone as it reads it among the rest (parseProviderSale)', () => {
    expect(parseProviderSale({ VENTA: 100, IVA: '21.00', TOTAL: 156 })).toBe(10000);
    expect(parseProviderSale({ venta: '250.555', iva: 52.6155 })).toBe(25056);
    expect(parseProviderSale({ Venta: '1.234,50' })).toBe(123450);
    expect(parseProviderSale({ venta: 1, Venta: 3, VENTA: 2 })).toBe(200);
    expect(parseProviderSale({ VENTA: '', venta: 7 })).toBe(700);
    // a filled alias that cannot be read is not replaced by another, nor a missing one guessed
    expect(parseProviderSale({ venta: 100, VENTA: 'n/a' })).toBeUndefined();
    expect(parseProviderSale({ total: 100 })).toBeUndefined();
    expect(parseProviderSale(Object.create({ VENTA: 100 }))).toBeUndefined();
    expect(parseProviderSale(null)).toBeUndefined();
    expect(parseProviderSale('100')).toBeUndefined();
    expect(parseProviderSale(Object.defineProperty({}, 'VENTA', { value: 100 }))).toBeUndefined();
  });

  it('gives what parseProviderPrice gives as venta, whatever the object', () => {
    const objects: unknown[] = [
      { VENTA: null, venta: 5 },
      { VENTA: undefined, venta: '5,5' },
      { Venta: 12.345 },
      { venta: 'n/a', Venta: 3 },
      { VENTA: '1.863,00', IVA: 195.62 },
      [100],
      Object.defineProperty({ venta: 2 }, 'VENTA', { value: 1, enumerable: false }),
    ];
    for (const o of objects) expect(parseProviderSale(o)).toBe(parseProviderPrice(o).venta);
  });

  it('reads flight tarifas (sumaTotal, afip, afip2)', () => {
    expect(
      parseProviderPrice({ sumaTotal: 540.2, venta: 500, iva: 40.2, afip: 150, afip2: 125, moneda: 'USD' }),
    ).toMatchObject({
      total: 54020,
      resolucion4815: 15000,
      rg5272: 12500,
    });
  });
});

describe('properties', () => {
  // amounts with 3 decimals (x.xx5 included), as thousandths to know the exact value
  const thousandths = fc.integer({ min: -10_000_000, max: 10_000_000 });

  it('rounding never drifts a line by more than half a cent', () => {
    fc.assert(
      fc.property(thousandths, (m) => {
        const exactCents = m / 10;
        expect(Math.abs(toCents(m / 1000) - exactCents)).toBeLessThanOrEqual(0.5 + 1e-9);
      }),
    );
  });

  it('rounding never drifts a total by more than half a cent per line', () => {
    fc.assert(
      fc.property(fc.array(thousandths, { minLength: 1, maxLength: 30 }), (lines) => {
        const exact = lines.reduce((a, m) => a + m, 0) / 10;
        const rounded = sumCents(lines.map((m) => toCents(m / 1000)));
        expect(Math.abs(rounded - exact)).toBeLessThanOrEqual(0.5 * lines.length + 1e-9);
      }),
    );
  });

  it('x.xx5 always rounds away from zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (c) => {
        const amount = Number(`${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}5`);
        expect(toCents(amount)).toBe(c + 1);
        expect(toCents(-amount)).toBe(-(c + 1));
      }),
    );
  });
});
