import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import type { TMarkupContext, TMarkupRuleData } from '@portal/domain/commerce/markups';
import { useTestApp, userOf } from '../../test/app';
import { markupRowFields, pricerFor, pricerOf, priceFor, sumMarked } from './pricing';
import { pricingEntityOf } from './pricing-entity';
import { addMarkup, changeMarkup, clearMarkups } from './test-kit';

// issue 32 item 1: the API's one pricing function and the header that names the client entity.
const rule = (over: Partial<TMarkupRuleData>): TMarkupRuleData => ({
  id: 7,
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
  ...over,
});

describe('pricerOf', () => {
  it('adds 10 % to a net of 1.234,50: sale 1.357,95', () => {
    expect(pricerOf(rule({})).base(123450)).toEqual({
      netCents: 123450,
      markupCents: 12345,
      saleCents: 135795,
      ruleId: 7,
    });
    expect(pricerOf(rule({})).sale(1234.5)).toBe(1357.95);
  });

  it('rounds a percentage once, half up: 12,5 % of 0,99 is 0,12', () => {
    expect(pricerOf(rule({ valor: 12.5 })).base(99).markupCents).toBe(12);
  });

  it('adds an amount per booking once, to the base price only', () => {
    const p = pricerOf(rule({ tipo: 'monto', valor: 15, moneda: 'USD' }));
    expect(p.base(10000)).toMatchObject({ markupCents: 1500, saleCents: 11500 });
    expect(p.part(2500)).toEqual({ netCents: 2500, markupCents: 0, saleCents: 2500, ruleId: 7 });
    expect(p.sale(25, 'part')).toBe(25);
  });

  it('marks a total made of lines line by line, so they still add up, and the amount once', () => {
    // 10 % of 45,05 is 4,505 → 4,51 per line: 9,02 on 90,10 (one rounding of the total would be 9,01)
    expect(pricerOf(rule({})).lines(9010, [4505, 4505])).toMatchObject({ markupCents: 902, saleCents: 9912 });
    expect(pricerOf(rule({})).lines(9010, [])).toMatchObject({ markupCents: 901 });
    const monto = pricerOf(rule({ tipo: 'monto', valor: 15, moneda: 'USD' }));
    expect(monto.lines(9010, [4505, 4505])).toMatchObject({ markupCents: 1500, saleCents: 10510 });
    expect(monto.lines(9010, [4505, 4505], false).markupCents).toBe(0);
    expect(monto.perBookingCents).toBe(1500);
  });

  it('sells at the net with no rule', () => {
    expect(pricerOf(undefined).base(123450)).toEqual({
      netCents: 123450,
      markupCents: 0,
      saleCents: 123450,
      ruleId: null,
    });
  });

  it('sums a booking’s prices and gives the row fields', () => {
    const p = pricerOf(rule({}));
    const total = sumMarked([p.base(123450), p.part(2000), p.part(2000)]);
    expect(total).toEqual({ netCents: 127450, markupCents: 12745, saleCents: 140195, ruleId: 7 });
    expect(markupRowFields(total)).toEqual({ markupTotal: '127.45', markupRuleId: 7 });
    expect(markupRowFields(pricerOf(undefined).base(500))).toEqual({
      markupTotal: '0.00',
      markupRuleId: null,
    });
  });
});

const t = useTestApp();
const ctx = (over: Partial<TMarkupContext> = {}): TMarkupContext => ({
  linea: 'cars',
  proveedor: 'AVIS',
  idEntidad: null,
  destino: 'Orlando',
  checkin: '2026-05-01',
  moneda: 'USD',
  ...over,
});

describe('priceFor (rules from the database)', () => {
  it('applies the most specific active rule, and a change to the next quote', async () => {
    await clearMarkups(t.db);
    expect((await priceFor(t, ctx(), 100000)).saleCents).toBe(100000);
    const general = await addMarkup(t.db, { productLine: 'cars', value: '5' });
    const forEntity = await addMarkup(t.db, { productLine: 'cars', idEntidad: t.ids.entity, value: '10' });
    expect(await priceFor(t, ctx(), 100000)).toMatchObject({ saleCents: 105000, ruleId: general });
    expect(await priceFor(t, ctx({ idEntidad: t.ids.entity }), 100000)).toMatchObject({
      saleCents: 110000,
      ruleId: forEntity,
    });
    expect((await priceFor(t, ctx({ linea: 'flights' }), 100000)).saleCents).toBe(100000);
    await changeMarkup(t.db, forEntity, { value: '12' });
    expect((await pricerFor(t, ctx({ idEntidad: t.ids.entity }))).base(100000).saleCents).toBe(112000);
    await clearMarkups(t.db);
  });
});

describe('pricingEntityOf (header X-Id-Entidad)', () => {
  const as = async (headers: Record<string, string>, who: 'agente' | 'vendedor' = 'agente') => ({
    headers,
    user: await userOf(t.app, t[who]),
  });

  it('is none when absent or empty: a client built from the spec sends no header', async () => {
    expect(await pricingEntityOf(await as({}), t)).toBeNull();
    expect(await pricingEntityOf(await as({ 'x-id-entidad': ' ' }), t)).toBeNull();
  });

  it('is the entity when the user may book for it', async () => {
    expect(await pricingEntityOf(await as({ 'x-id-entidad': String(t.ids.entity) }), t)).toBe(t.ids.entity);
  });

  it.each([['abc'], ['-3'], ['1.5']])('refuses %s with 400 in Spanish', async (value) => {
    await expect(pricingEntityOf(await as({ 'x-id-entidad': value }), t)).rejects.toMatchObject({
      statusCode: 400,
      message: MESSAGES.clientEntityNotAllowed,
    });
  });

  it('refuses an entity that is not the user’s', async () => {
    await expect(
      pricingEntityOf(await as({ 'x-id-entidad': String(t.ids.notMine) }), t),
    ).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.clientEntityNotAllowed });
    await expect(
      pricingEntityOf(await as({ 'x-id-entidad': String(t.ids.entity) }, 'vendedor'), t),
    ).rejects.toMatchObject({ statusCode: 400, message: MESSAGES.clientEntityNotAllowed });
  });
});
