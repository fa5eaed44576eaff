import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testClock, testSandboxConfig } from '../test-clock';
import { caller, clockedInsurer, DEPARTURE, returnAfter, traveller } from './test-kit';

// A UAssistance quote's life on the insurer's clock: accepted while valid and at today's
// tariff, then a voucher by the caller's reference. UA 30 for one adult to CENTROAMERICA for
// 5 days is USD 20 (README).
const MIN = 60_000;
let clock = testClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await clockedInsurer({ now: () => clock });
});
afterAll(() => app.close());
const ua = () => caller(app);
const accept = (id: string) => ua().call('POST', `/quotes/${id}/accept`);
const voucher = (over: Record<string, unknown>) =>
  ua().call('POST', '/vouchers', {
    ClientReference: `ref-${Math.random()}`,
    Travellers: [traveller(35, 1)],
    LeadTravellerIndex: 0,
    ValidFrom: DEPARTURE,
    ValidTo: returnAfter(5),
    ...over,
  });

describe('UAssistance: accepting a quote', () => {
  it('holds a quote 30 minutes, and an accepted one 30 minutes from its acceptance', async () => {
    const start = (clock = testClock());
    const q = (await ua().plan('UA30', [35], 5))!;
    expect(Date.parse(q.ExpiresAt)).toBe(start + 30 * MIN);
    clock = start + 30 * MIN; // the last moment
    const ok = await accept(q.QuoteId);
    expect(ok.json()).toMatchObject({ QuoteId: q.QuoteId, Status: 'ACCEPTED', TotalPremium: 20 });
    expect(Date.parse(ok.json().ExpiresAt)).toBe(start + 60 * MIN);
    const late = (await ua().plan('UA30', [35], 5))!;
    clock += 30 * MIN + 1;
    expect([(await accept(late.QuoteId)).statusCode, (await accept(late.QuoteId)).json().ErrorCode]).toEqual([
      410,
      'QUOTE_EXPIRED',
    ]);
    expect((await accept('UAQ-NOPE')).json()).toMatchObject({ ErrorCode: 'QUOTE_NOT_FOUND' });
    expect((await accept('UAQ-NOPE')).statusCode).toBe(404);
  });

  it('takes another validity when told so', async () => {
    const short = await clockedInsurer({ now: () => clock, quoteTtlMs: 90_000 });
    const q = (await caller(short).plan('UA30', [35], 5))!;
    expect(Date.parse(q.ExpiresAt)).toBe(clock + 90_000);
    await short.close();
  });

  it('refuses a quote priced before a tariff revision with the new price; an accepted one holds', async () => {
    clock = testClock();
    const own = await clockedInsurer({ now: () => clock }); // its tariff moves: not the shared one
    const ins = caller(own);
    const take = (id: string) => ins.call('POST', `/quotes/${id}/accept`);
    const held = (await ins.plan('UA30', [35], 5))!;
    expect((await take(held.QuoteId)).statusCode).toBe(200);
    const before = (await ins.plan('UA30', [35], 5))!;
    const family = (await ins.plan('UA60', [44, 41, 12, 7], 15, 'EUROPA'))!;
    expect(family.TotalPremium).toBe(237.16);
    const revised = await ins.call('POST', '/admin/tariff', { revisionPercent: 10 });
    expect(revised.json()).toMatchObject({ TariffVersion: 2 });
    const refused = await take(before.QuoteId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ErrorCode: 'PRICE_CHANGED', TotalPremium: 22 }); // 20 + 10 %
    // 62 + 10 % = 68.20 × 125 % × 85 % = 72.46 (72.4625) twice; × 80 % = 57.97 twice
    expect((await take(family.QuoteId)).json().TotalPremium).toBe(260.86);
    const fresh = (await ins.plan('UA30', [35], 5))!;
    expect(fresh.TotalPremium).toBe(22);
    expect((await take(fresh.QuoteId)).json()).toMatchObject({ Status: 'ACCEPTED', TotalPremium: 22 });
    expect((await take(held.QuoteId)).json()).toMatchObject({ Status: 'ACCEPTED', TotalPremium: 20 });
    const issued = await ins.call('POST', '/vouchers', {
      ClientReference: 'held-1',
      QuoteId: held.QuoteId,
      Travellers: [traveller(35, 1)],
      LeadTravellerIndex: 0,
      ValidFrom: DEPARTURE,
      ValidTo: returnAfter(5),
    });
    expect(issued.json()).toMatchObject({ Status: 'ISSUED', TotalPremium: 20 });
    await ins.call('POST', '/admin/tariff', { revisionPercent: -10 }); // 110 % × 90 % = 99 %
    expect((await ins.plan('UA30', [35], 5))?.TotalPremium).toBe(19.8);
    await own.close();
  });
});

describe('UAssistance: vouchers', () => {
  const accepted = async (ages: number[], days: number, code = 'UA30') => {
    clock = testClock();
    const q = (await ua().plan(code, ages, days))!;
    expect((await accept(q.QuoteId)).statusCode).toBe(200);
    return q;
  };

  it('refuses a quote not accepted, unknown or expired', async () => {
    clock = testClock();
    const q = (await ua().plan('UA30', [35], 5))!;
    expect((await voucher({ QuoteId: q.QuoteId })).json().ErrorCode).toBe('QUOTE_NOT_ACCEPTED');
    expect((await voucher({ QuoteId: 'UAQ-NOPE' })).statusCode).toBe(404);
    await accept(q.QuoteId);
    clock += 30 * MIN + 1;
    const late = await voucher({ QuoteId: q.QuoteId });
    expect([late.statusCode, late.json().ErrorCode]).toEqual([409, 'QUOTE_EXPIRED']);
  });

  it('refuses travellers who are not the quoted ones on the departure date, a minor lead, another validity', async () => {
    const q = await accepted([44, 41, 12, 7], 15);
    const family = [traveller(44, 1), traveller(41, 2), traveller(12, 3), traveller(7, 4)];
    const send = (over: object) =>
      voucher({ QuoteId: q.QuoteId, Travellers: family, ValidTo: returnAfter(15), ...over });
    const fewer = await send({ Travellers: family.slice(0, 3) });
    expect([fewer.statusCode, fewer.json().ErrorCode]).toEqual([409, 'TRAVELLERS_MISMATCH']);
    const younger = await send({ Travellers: [family[0], traveller(41, 2, true), family[2], family[3]] });
    expect(younger.json().ErrorMessage).toBe(`Traveller 2 must be 41 on ${DEPARTURE}, as quoted`);
    expect((await send({ Travellers: [family[1], family[0], family[2], family[3]] })).statusCode).toBe(409);
    expect((await send({ LeadTravellerIndex: 2 })).json().ErrorCode).toBe('LEAD_NOT_ADULT');
    expect((await send({ ValidTo: returnAfter(16) })).json().ErrorCode).toBe('VALIDITY_MISMATCH');
    const ok = await send({ LeadTravellerIndex: 1 });
    expect(ok.json().Travellers.map((t: { Premium: number }) => t.Premium)).toEqual([45, 45, 36, 36]); // UA 30, 16-day module, CENTROAMERICA
  });

  it('covers an annual plan a year from departure, to the eve of the same day', async () => {
    const q = await accepted([35], 10, 'UAA60');
    const d = new Date(`${DEPARTURE}T00:00:00Z`);
    d.setUTCFullYear(d.getUTCFullYear() + 1);
    d.setUTCDate(d.getUTCDate() - 1);
    const eve = d.toISOString().slice(0, 10);
    expect((await voucher({ QuoteId: q.QuoteId, ValidTo: returnAfter(10) })).statusCode).toBe(409);
    const ok = await voucher({ QuoteId: q.QuoteId, ValidTo: eve });
    expect(ok.json()).toMatchObject({ Status: 'ISSUED', ValidTo: eve, TotalPremium: 280 });
  });

  it('issues once per reference and once per quote; tells its state and cancels it by code', async () => {
    const q = await accepted([35], 5);
    const other = await accepted([35], 6);
    const a = await voucher({ ClientReference: 'v-1', QuoteId: q.QuoteId });
    expect(a.json().VoucherCode).toMatch(/^UA-[0-9A-Z]{8}$/);
    expect((await voucher({ ClientReference: 'v-1', QuoteId: q.QuoteId })).json()).toEqual(a.json());
    const reused = await voucher({ ClientReference: 'v-1', QuoteId: other.QuoteId, ValidTo: returnAfter(6) });
    expect([reused.statusCode, reused.json().error]).toEqual([409, 'reference_conflict']);
    const twice = await voucher({ ClientReference: 'v-2', QuoteId: q.QuoteId });
    expect(twice.json().ErrorCode).toBe('QUOTE_ALREADY_ISSUED');
    expect((await ua().call('GET', '/bookings/v-1')).json()).toMatchObject({
      state: 'confirmed',
      code: a.json().VoucherCode,
      booking: { TotalPremium: 20 },
    });
    expect((await ua().call('GET', '/bookings/v-2')).statusCode).toBe(404);
    const cancelled = await ua().call('DELETE', `/bookings/by-code/${a.json().VoucherCode}`);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
  });
});

describe('UAssistance: behaviour from the environment', () => {
  const random = { next: 0.9 };
  let sandbox: FastifyInstance;
  beforeAll(async () => {
    const config = testSandboxConfig({ UASSISTANCE: { bookFailRate: 0.4, lostAnswerRate: 0.6 } });
    sandbox = await buildSandbox({ ...config, random: () => random.next });
  });
  afterAll(() => sandbox.close());

  it('fails, and loses the answer of, a voucher call at its rates', async () => {
    random.next = 0.9;
    const s = caller(sandbox);
    const q = (await s.plan('UA30', [35], 5))!;
    await s.call('POST', `/quotes/${q.QuoteId}/accept`);
    const body = {
      ClientReference: 'b-1',
      QuoteId: q.QuoteId,
      Travellers: [traveller(35, 1)],
      LeadTravellerIndex: 0,
      ValidFrom: DEPARTURE,
      ValidTo: returnAfter(5),
    };
    random.next = 0.3; // under the booking failure rate: nothing issued
    expect((await s.call('POST', '/vouchers', body)).statusCode).toBe(503);
    expect((await s.call('GET', '/bookings/b-1')).statusCode).toBe(404);
    random.next = 0.5; // under the lost-answer rate: issued, but the caller hears 503
    expect((await s.call('POST', '/vouchers', body)).statusCode).toBe(503);
    expect((await s.call('GET', '/bookings/b-1')).json()).toMatchObject({ state: 'confirmed' });
    random.next = 0.9;
    expect((await s.call('POST', '/vouchers', body)).json()).toMatchObject({ Status: 'ISSUED' });
    expect((await s.call('POST', '/admin/tariff', { revisionPercent: 5 }, 'nope')).statusCode).toBe(401);
  });
});
