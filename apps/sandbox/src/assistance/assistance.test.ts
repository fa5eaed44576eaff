import { ASSISTANCE_DESTINATIONS } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';
import { caller } from './test-kit';

// UAssistance's tariff (README): adult module prices UA 30 20/32/45/56/70, UA 60 28/44/62/78/98,
// UA 150 38/60/84/106/134, UA 250 Premium 52/82/115/146/184 for 5/10/16/22/30 days, extra days
// 2 / 3 / 4 / 5.50; annual 280 / 360 / 470; regions NACIONAL 40 % ... MUNDIAL 150 %; ages
// 0-17 80 %, 70-74 150 %, 75-84 200 %, 85+ 250 %. Every number below is worked out by hand.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ ...testSandboxConfig(), random: () => 0.5 });
});
afterAll(() => app.close());
const ua = () => caller(app);
const totals = (quotes: { PlanCode: string; TotalPremium: number }[]) =>
  Object.fromEntries(quotes.map((q) => [q.PlanCode, q.TotalPremium]));

describe('UAssistance: plans by region', () => {
  it('sells every plan to every region of the portal, NACIONAL cheapest', async () => {
    for (const { code } of ASSISTANCE_DESTINATIONS)
      expect((await ua().quote([35], 10, code)).map((q) => q.PlanCode)).toEqual([
        'UA30',
        'UA60',
        'UA150',
        'UA250P',
        'UAA60',
        'UAA150',
        'UAA150-60',
      ]);
    const ua30 = async (region: string) => (await ua().plan('UA30', [35], 10, region))?.TotalPremium;
    expect(await ua30('NACIONAL')).toBe(12.8); // 32 × 40 %
    expect(await ua30('SUDAMERICA')).toBe(27.2); // 32 × 85 %
    expect(await ua30('CENTROAMERICA')).toBe(32);
    expect(await ua30('EUROPA')).toBe(40); // 32 × 125 %
    expect(await ua30('NORTEAMERICA')).toBe(44.8); // 32 × 140 %
    expect(await ua30('MUNDIAL')).toBe(48); // 32 × 150 %
  });

  it('answers names, lines and covers, more covers in higher tiers', async () => {
    const quotes = await ua().quote([35], 10, 'EUROPA');
    const byCode = Object.fromEntries(quotes.map((q) => [q.PlanCode, q]));
    expect(byCode.UA250P).toMatchObject({ PlanName: 'UA 250 Premium', ProductLine: 'SINGLE_TRIP' });
    expect(byCode['UAA150-60']).toMatchObject({
      PlanName: 'UA Anual 150 - 60 días',
      ProductLine: 'ANNUAL_MULTI_TRIP',
      MaxTripDays: 60,
    });
    expect(byCode.UA30!.Covers).toContainEqual({
      Code: 'MED',
      Description: 'Asistencia médica por accidente o enfermedad',
      Currency: 'USD',
      Amount: 30000,
    });
    expect(byCode.UA250P!.Covers.find((c) => c.Code === 'MED')?.Amount).toBe(250000);
    expect(byCode.UA250P!.Covers.map((c) => c.Description)).toEqual(
      expect.arrayContaining(['Práctica de deportes', 'Cancelación de viaje', 'Enfermedades preexistentes']),
    );
    const counts = ['UA30', 'UA60', 'UA150', 'UA250P'].map((c) => byCode[c]!.Covers.length);
    expect(counts).toEqual([3, 4, 6, 7]);
  });
});

describe('UAssistance: ages', () => {
  it('prices by age band on the departure date, each share in the order of the ages', async () => {
    const q = await ua().plan('UA30', [17, 18, 69, 70, 74, 75, 84], 5);
    // 20 × 80 %, 100 %, 100 %, 150 %, 150 %, 200 %, 200 %
    expect(q?.Travellers.map((t) => t.Premium)).toEqual([16, 20, 20, 30, 30, 40, 40]);
    expect(q?.TotalPremium).toBe(196);
    expect((await ua().plan('UA60', [10, 40, 72, 80], 5))?.Travellers.map((t) => t.Premium)).toEqual([
      22.4, 28, 42, 56,
    ]);
  });

  it('does not offer a plan to a traveller over its age: 85+ only UA 60 and UA 150, annual up to 74', async () => {
    const old = await ua().quote([12, 86], 5); // no couple: one adult
    expect(old.map((q) => q.PlanCode)).toEqual(['UA60', 'UA150']);
    expect(old.map((q) => q.Travellers[1]!.Premium)).toEqual([70, 95]); // 28, 38 × 250 %
    expect((await ua().quote([84], 5)).map((q) => q.PlanCode)).toEqual(['UA30', 'UA60', 'UA150', 'UA250P']);
    expect((await ua().quote([74], 5)).map((q) => q.PlanCode)).toContain('UAA60');
  });
});

describe('UAssistance: days', () => {
  it('prices the smallest module that covers the trip, past 30 days the 30-day module and extra days', async () => {
    const ua30 = async (days: number) => (await ua().plan('UA30', [40], days))?.TotalPremium;
    const prices = [];
    for (const days of [5, 6, 10, 11, 16, 17, 22, 23, 30, 31, 45]) prices.push(await ua30(days));
    expect(prices).toEqual([20, 32, 32, 45, 45, 56, 56, 70, 70, 72, 100]);
    const long = await ua().plan('UA250P', [40], 45);
    expect(long).toMatchObject({ ModuleDays: 30, ExtraDays: 15, TotalPremium: 266.5 }); // 184 + 15 × 5.50
    expect((await ua().plan('UA30', [40], 40, 'NACIONAL'))?.TotalPremium).toBe(36); // (70 + 20) × 40 %
  });

  it('sells an annual plan only when the trip fits its longest trip', async () => {
    const annual = async (days: number) =>
      (await ua().quote([40], days, 'EUROPA')).filter((q) => q.ProductLine === 'ANNUAL_MULTI_TRIP');
    expect(totals(await annual(30))).toEqual({ UAA60: 350, UAA150: 450, 'UAA150-60': 587.5 });
    expect(totals(await annual(31))).toEqual({ 'UAA150-60': 587.5 });
    expect(totals(await annual(60))).toEqual({ 'UAA150-60': 587.5 });
    expect(await annual(61)).toEqual([]);
  });
});

describe('UAssistance: couples and families', () => {
  it('takes 10 % off a couple on UA 60, UA 150 and UA 250 Premium', async () => {
    const couple = await ua().quote([35, 33], 10, 'EUROPA');
    expect(totals(couple)).toEqual({
      UA30: 80, // 2 × 40
      UA60: 99, // 2 × 55 × 90 %
      UA150: 135, // 2 × 75 × 90 %
      UA250P: 184.5, // 2 × 102.50 × 90 %
      UAA60: 700,
      UAA150: 900,
      'UAA150-60': 1175,
    });
    expect(couple.find((q) => q.PlanCode === 'UA60')?.Discount).toEqual({ Type: 'COUPLE', Percent: 10 });
    expect(couple.find((q) => q.PlanCode === 'UA30')?.Discount).toBeNull();
    const senior = await ua().plan('UA60', [35, 72], 10, 'EUROPA');
    expect(senior?.Travellers.map((t) => t.Premium)).toEqual([49.5, 74.25]); // 55, 82.50 × 90 %
  });

  it('takes 15 % off two adults with minors; not off three adults nor one adult with a minor', async () => {
    const family = await ua().quote([44, 41, 12, 7], 15, 'EUROPA');
    expect(totals(family.filter((q) => q.ProductLine === 'SINGLE_TRIP'))).toEqual({
      UA30: 202.5, // 56.25 × 2 + 45 × 2
      UA60: 237.16, // 65.88 (77.50 × 85 % = 65.875) × 2 + 52.70 × 2
      UA150: 321.3, // 89.25 × 2 + 71.40 × 2
      UA250P: 439.88, // 122.19 (143.75 × 85 %) × 2 + 97.75 × 2
    });
    expect(family.find((q) => q.PlanCode === 'UA60')?.Travellers.map((t) => t.Premium)).toEqual([
      65.88, 65.88, 52.7, 52.7,
    ]);
    expect((await ua().plan('UA60', [35, 33, 30], 10, 'EUROPA'))?.TotalPremium).toBe(165); // 3 × 55
    expect((await ua().plan('UA60', [40, 10], 10, 'EUROPA'))?.TotalPremium).toBe(99); // 55 + 44
  });
});

describe('UAssistance: quote requests', () => {
  it('refuses a trip that has left or returns before it leaves, and wants its key', async () => {
    const ask = (over: object, key?: string) =>
      ua().call(
        'POST',
        '/quotes',
        {
          Destination: 'EUROPA',
          DepartureDate: '2020-01-10',
          ReturnDate: '2020-01-20',
          TravellerAges: [30],
          ...over,
        },
        key,
      );
    expect((await ask({})).json().ErrorCode).toBe('DEPARTURE_IN_THE_PAST');
    expect((await ask({ DepartureDate: '2099-01-10', ReturnDate: '2099-01-09' })).statusCode).toBe(400);
    expect((await ask({ Destination: 'MARTE' })).statusCode).toBe(400);
    expect((await ask({}, 'sandbox-avis')).statusCode).toBe(401);
  });
});
