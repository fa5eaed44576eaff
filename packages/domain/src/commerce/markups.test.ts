import { describe, expect, it } from 'vitest';
import {
  markedPrice,
  markupCents,
  markupMatches,
  markupSpecificity,
  pickMarkup,
  type TMarkupContext,
  type TMarkupRuleData,
} from './markups';

// issue 32, item 1: which rule applies to a price and what it adds, against tables worked out
// by hand (weights entity 16, supplier 8, destination 4, line 2, dates 1).

const rule = (id: number, o: Partial<TMarkupRuleData> = {}): TMarkupRuleData => ({
  id,
  linea: null,
  proveedor: null,
  idEntidad: null,
  destino: null,
  desde: null,
  hasta: null,
  tipo: 'porcentaje',
  valor: 10,
  moneda: null,
  prioridad: 0,
  activo: true,
  ...o,
});

/** A car from AVIS in Miami, checked in on 10 December, for entity 7, priced in dollars. */
const CTX: TMarkupContext = {
  linea: 'cars',
  proveedor: 'AVIS',
  idEntidad: 7,
  destino: 'Miami',
  checkin: '2026-12-10',
  moneda: 'USD',
};

const ENTITY = { idEntidad: 7 };
const SUPPLIER = { proveedor: 'AVIS' };
const DESTINATION = { destino: 'Miami' };
const LINE = { linea: 'cars' as const };
const DATES = { desde: '2026-12-01', hasta: '2026-12-31' };

describe('markupSpecificity', () => {
  it.each([
    ['no criterion', {}, 0],
    ['the entity', ENTITY, 16],
    ['the supplier', SUPPLIER, 8],
    ['the destination', DESTINATION, 4],
    ['the line', LINE, 2],
    ['dates (both)', DATES, 1],
    ['only a start date', { desde: '2026-12-01' }, 1],
    ['only an end date', { hasta: '2026-12-31' }, 1],
    ['every criterion but the entity', { ...SUPPLIER, ...DESTINATION, ...LINE, ...DATES }, 15],
    ['every criterion', { ...ENTITY, ...SUPPLIER, ...DESTINATION, ...LINE, ...DATES }, 31],
  ])('%s weighs %i', (_what, criteria, weight) => {
    expect(markupSpecificity(rule(1, criteria))).toBe(weight);
  });
});

describe('pickMarkup: the most specific matching rule wins', () => {
  it.each([
    [
      'the entity beats everything else together',
      [rule(1, ENTITY), rule(2, { ...SUPPLIER, ...DESTINATION, ...LINE, ...DATES })],
      1,
    ],
    [
      'the supplier beats destination, line and dates',
      [rule(1, { ...DESTINATION, ...LINE, ...DATES }), rule(2, SUPPLIER)],
      2,
    ],
    ['the destination beats line and dates', [rule(1, DESTINATION), rule(2, { ...LINE, ...DATES })], 1],
    ['the line beats dates', [rule(1, DATES), rule(2, LINE)], 2],
    ['dates beat a rule for everything', [rule(1), rule(2, DATES)], 2],
    ['a rule for everything applies when alone', [rule(1)], 1],
    ['priority breaks a tie', [rule(1, LINE), rule(2, { ...LINE, prioridad: 5 })], 2],
    ['priority never beats specificity', [rule(1, { ...SUPPLIER, prioridad: 1000 }), rule(2, ENTITY)], 2],
    ['same score and priority: the older rule (lower id)', [rule(3, LINE), rule(2, LINE)], 2],
    ['whatever order they are read in', [rule(2, LINE), rule(3, LINE)], 2],
    [
      'an inactive rule does not hide a less specific one',
      [rule(1, { ...ENTITY, activo: false }), rule(2, LINE)],
      2,
    ],
  ])('%s', (_what, rules, winner) => {
    expect(pickMarkup(rules, CTX)?.id).toBe(winner);
  });

  it('answers undefined when no rule matches: the price is sold as it is', () => {
    expect(pickMarkup([rule(1, { linea: 'hotels' }), rule(2, { activo: false })], CTX)).toBeUndefined();
    expect(pickMarkup([], CTX)).toBeUndefined();
  });
});

describe('markupMatches', () => {
  it.each([
    ['inactive', { activo: false }, false],
    ['another line', { linea: 'hotels' as const }, false],
    ['another supplier', { proveedor: 'BUDGET' }, false],
    ['the supplier in other case', { proveedor: 'avis' }, true],
    ['another entity', { idEntidad: 8 }, false],
    ['the destination in other case and with spaces', { destino: ' miami ' }, true],
    ['another destination', { destino: 'Orlando' }, false],
    ['dates that end the day before', { desde: '2026-11-01', hasta: '2026-12-09' }, false],
    ['dates that start the day after', { desde: '2026-12-11' }, false],
    ['dates that start on the check-in (inclusive)', { desde: '2026-12-10' }, true],
    ['dates that end on the check-in (inclusive)', { hasta: '2026-12-10' }, true],
    [
      'an amount in the price’s currency',
      { tipo: 'monto' as const, valor: 25, moneda: 'USD' as const },
      true,
    ],
    ['an amount in another currency', { tipo: 'monto' as const, valor: 25, moneda: 'ARS' as const }, false],
    ['a percentage, whatever the currency', { moneda: null }, true],
  ])('%s → %s', (_what, criteria, matches) => {
    expect(markupMatches(rule(1, criteria), CTX)).toBe(matches);
  });

  it('refuses a rule for an entity or a destination when the price has none', () => {
    const anonymous = { ...CTX, idEntidad: null, destino: null };
    expect(markupMatches(rule(1, ENTITY), anonymous)).toBe(false);
    expect(markupMatches(rule(1, DESTINATION), anonymous)).toBe(false);
    expect(markupMatches(rule(1, LINE), anonymous)).toBe(true);
  });
});

describe('markupCents and markedPrice', () => {
  const pct = (valor: number) => rule(1, { valor });
  const amount = (valor: number) => rule(1, { tipo: 'monto', valor, moneda: 'USD' });

  it.each([
    // 10 % of 123,45 = 12,345 → 12,35 (half up)
    ['10 % of 123,45', pct(10), 12345, 1235],
    ['10 % of 123,44', pct(10), 12344, 1234],
    // 12,5 % of 9,99 = 1,24875 → 1,25
    ['12,5 % of 9,99', pct(12.5), 999, 125],
    // 0,01 % of 49,99 = 0,004999 → 0,00; of 50,00 = 0,005 → 0,01
    ['0,01 % of 49,99', pct(0.01), 4999, 0],
    ['0,01 % of 50,00', pct(0.01), 5000, 1],
    ['33,33 % of 100,00', pct(33.33), 10000, 3333],
    ['100 % of 80,00', pct(100), 8000, 8000],
    ['US$ 25 per booking, whatever the price', amount(25), 12345, 2500],
    ['US$ 25,50 per booking', amount(25.5), 100, 2550],
    ['no rule', undefined, 12345, 0],
  ])('%s → %i cents', (_what, r, net, cents) => {
    expect(markupCents(r, net)).toBe(cents);
  });

  it('says the net, the markup, the sale and the rule', () => {
    expect(markedPrice(rule(9, { valor: 10 }), 12345)).toEqual({
      netCents: 12345,
      markupCents: 1235,
      saleCents: 13580,
      ruleId: 9,
    });
    expect(markedPrice(undefined, 12345)).toEqual({
      netCents: 12345,
      markupCents: 0,
      saleCents: 12345,
      ruleId: null,
    });
  });
});
