import { addDays } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { loadSandboxConfig } from '../config';
import { testClock, testSandboxConfig } from '../test-clock';
import { caller, DAY, nextWeekday, party, TODAY } from './test-kit';

// DESTSERVICES' activity availability (README tariff): the Everglades airboat MCO-EVG01
// GEN 45 / 35, TRF 79 / 65 (minors 3-11), slots 08:00, 10:30, 14:00 (TRF: 08:00, 10:30) of 12
// places; Xcaret Plus CUN-XCP01 GEN 159 / 119, TRF 189 / 142 (minors 5-11). Worked by hand.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox(testSandboxConfig());
});
afterAll(() => app.close());
const ds = () => caller(app);

describe('DESTSERVICES activity availability', () => {
  it('prices every concept for the party with its departures, under an echoToken', async () => {
    const a = await ds().activity('MCO-EVG01', party(2, 7, 2));
    expect(a.echoToken).toMatch(/^[\w-]{16}$/);
    expect(Date.parse(a.tokenExpiresAt) - testClock()).toBeGreaterThan(29 * 60_000);
    expect(a.locations.map((l: { locationCode: string }) => l.locationCode)).toEqual(['MP-MCO-03']);
    expect(a.product).toMatchObject({ productCode: 'MCO-EVG01', price: 125, priceFrom: 45 });
    const [gen, trf] = a.product.concepts;
    expect(gen).toMatchObject({
      conceptName: 'Entrada general',
      conceptDate: DAY,
      detalles: [
        { detailName: 'Adultos x 2', total: 90 },
        { detailName: 'Menores x 1', total: 35 },
        { detailName: 'Infantes x 1 (sin cargo)', total: 0 },
      ],
      total: 125,
    });
    expect(gen!.sessions).toEqual([
      { time: '08:00', placesLeft: 12 },
      { time: '10:30', placesLeft: 12 },
      { time: '14:00', placesLeft: 12 },
    ]);
    expect(trf).toMatchObject({ conceptName: 'Con traslado desde hotel', total: 223 }); // 79 × 2 + 65
    expect(trf!.sessions!.map((s) => s.time)).toEqual(['08:00', '10:30']);
  });

  it('prices minors by the activity ages: younger free, older as adults', async () => {
    // one adult, a 4-year-old (under 5: free) and a 12-year-old (over 11: adult)
    const a = await ds().activity('CUN-XCP01', party(1, 4, 12));
    expect(a.product.concepts.map((c) => [c.total, c.detalles.map((d) => d.detailName)])).toEqual([
      [318, ['Adultos x 2', 'Infantes x 1 (sin cargo)']],
      [378, ['Adultos x 2', 'Infantes x 1 (sin cargo)']],
    ]);
    const cents = await ds().activity('MCO-MED01', party(2, 8), nextWeekday(DAY, 5));
    expect(cents.product.concepts[0]!.total).toBe(190.85); // 72.95 × 2 + 44.95
  });

  it('answers each date of the range it runs on, none on the others', async () => {
    const monday = nextWeekday(DAY, 1);
    const week = await ds().activity('MCO-MED01', party(2), monday, addDays(monday, 6));
    const dates = [...new Set(week.product.concepts.map((c) => c.conceptDate))];
    expect(dates).toEqual([2, 3, 4, 5, 6].map((n) => addDays(monday, n))); // Wednesday to Sunday
    const closed = await ds().activity('MCO-MED01', party(2), monday, addDays(monday, 1));
    expect(closed.product.concepts).toEqual([]);
    expect(closed.product.price).toBe(145.9); // the product still says what it costs
    const past = await ds().activity('MCO-EVG01', party(1), addDays(TODAY, -3), addDays(TODAY, -1));
    expect(past.product.concepts).toEqual([]);
    const beyond = await ds().activity('MCO-EVG01', party(1), addDays(TODAY, 180));
    expect(beyond.product.concepts).toEqual([]);
  });

  it('refuses an unknown product (404) and a bad request (400)', async () => {
    const body = { productCode: 'MCO-NOPE', fromDate: DAY, toDate: DAY, availRequestV2Occupation: party(1) };
    const res = await ds().call('POST', '/availability/v2/activities', body);
    expect([res.statusCode, res.json().errorCode]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    for (const bad of [
      { ...body, productCode: 'MCO-EVG01', toDate: addDays(DAY, -1) },
      { ...body, productCode: 'MCO-EVG01', toDate: addDays(DAY, 40) },
      { ...body, productCode: 'MCO-EVG01', availRequestV2Occupation: [{ type: 'CHL', age: 5 }] },
      { ...body, productCode: 'MCO-EVG01', availRequestV2Occupation: [{ type: 'ADL' }, { type: 'CHL' }] },
    ])
      expect((await ds().call('POST', '/availability/v2/activities', bad)).statusCode).toBe(400);
  });

  it('tells what a token priced, 404 for an unknown one', async () => {
    const a = await ds().activity('MCO-EVG01', party(2, 7));
    const held = await ds().call('GET', `/availability/${a.echoToken}`);
    expect(held.json()).toMatchObject({
      echoToken: a.echoToken,
      serviceType: 'ACTIVITY',
      tokenExpiresAt: a.tokenExpiresAt,
      availRequestV2Occupation: [{ type: 'ADL' }, { type: 'ADL' }, { type: 'CHL', age: 7 }],
      availabilityV2Products: a.availabilityV2Products,
    });
    expect((await ds().call('GET', '/availability/nope')).statusCode).toBe(404);
  });

  it('lets a token expire after its validity (a real wait)', async () => {
    expect(
      loadSandboxConfig({ SUPPLIER_DESTSERVICES_TOKEN_TTL_MS: '300' }).suppliers.DESTSERVICES.tokenTtlMs,
    ).toBe(300);
    const short = await buildSandbox(testSandboxConfig({ DESTSERVICES: { tokenTtlMs: 300 } }));
    const own = caller(short);
    const a = await own.activity('MCO-EVG01', party(1));
    expect(Date.parse(a.tokenExpiresAt) - testClock()).toBeLessThanOrEqual(300);
    expect((await own.call('GET', `/availability/${a.echoToken}`)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const gone = await own.call('GET', `/availability/${a.echoToken}`);
    expect([gone.statusCode, gone.json().errorCode]).toEqual([410, 'TOKEN_EXPIRED']);
    const late = await own.bookActivity(a, party(1), '08:00');
    expect([late.statusCode, late.json().errorCode]).toEqual([410, 'TOKEN_EXPIRED']);
    await short.close();
  });
});
