import { describe, expect, it } from 'vitest';
import { MESSAGES, type TActivityLocation, type TUtilityDestination } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { testNow, testToday } from '../../test/clock';
import { FAMILY, serviceDay, transferSearch, utilitiesKit } from './test-kit';

// The search calls of spec §7 under /api/utilities: what they answer and the rules that
// refuse a search with 400 before the provider is asked. One app for the file.
const t = useTestApp();

describe('GET /api/utilities/static-data/destinations', () => {
  it('finds destinations by name, accents and case aside, or by country', async () => {
    const kit = utilitiesKit(t);
    const res = await kit.get('/static-data/destinations?key_filter=CANC');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ destinationCode: 'CUN', destinationName: 'Cancún', countryCode: 'MX' }),
    ]);
    const ar = (
      await kit.get('/static-data/destinations?key_filter=argentina')
    ).json() as TUtilityDestination[];
    expect(ar.map((d) => d.destinationCode).sort()).toEqual(['BRC', 'BUE']);
  });

  it('refuses an empty text and needs the token', async () => {
    const kit = utilitiesKit(t);
    const res = await kit.get('/static-data/destinations?key_filter=%20');
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.destinationRequired]);
    const anon = await t.app.inject({
      method: 'GET',
      url: '/api/utilities/static-data/destinations?key_filter=mia',
    });
    expect(anon.statusCode).toBe(401);
  });
});

describe('GET /api/utilities/actividades/static-data', () => {
  it("answers the destination's activities in spec §3 fields, none for an unknown destination", async () => {
    const kit = utilitiesKit(t);
    const list = await kit.activities('MCO');
    expect(list.length).toBeGreaterThanOrEqual(4);
    for (const a of list) {
      expect(a).toMatchObject({ destinationCode: 'MCO', serviceTypeCode: expect.any(String) });
      expect(a.productImage).toMatch(/^\/media\/activities\/.+\.svg$/);
      expect(a.availableDates[0]! >= testToday()).toBe(true);
    }
    expect(await kit.activities('ZZZ')).toEqual([]);
  });
});

describe('POST /api/utilities/actividades/disponibilidad', () => {
  it('prices the options for the party, with free slots and an echoToken', async () => {
    const kit = utilitiesKit(t);
    const date = serviceDay();
    const product = await kit.activityOn('MCO', date);
    const { answer, offer, concept } = await kit.activityOffer(product.productCode, date);
    expect(answer.echoToken).not.toBe('');
    expect(Date.parse(answer.expiresAt!)).toBeGreaterThan(testNow().getTime());
    expect(answer.locations.staticDataResponseV2Location.length).toBeGreaterThan(0);
    expect(offer).toMatchObject({
      productCode: product.productCode,
      echoToken: answer.echoToken,
      currencyCode: 'USD',
    });
    expect(concept.fecha).toBe(date);
    // the party's total is its lines' sum
    const lines = concept.detalles.reduce((s, d) => s + Math.round(d.total * 100), 0);
    expect(Math.round(concept.total * 100)).toBe(lines);
    expect(concept.horarios.every((h) => /^\d\d:\d\d$/.test(h))).toBe(true);
  });

  it.each([
    ['paxQuantity not the party', { paxQuantity: 2 }, MESSAGES.paxCountMismatch],
    [
      'a minor without an age',
      { rooming: { adultCount: 2, childCount: 1, childAges: [] } },
      MESSAGES.minorAgeRequired,
    ],
    ['a range of 15 days', { toDate: serviceDay(34) }, MESSAGES.activityRangeTooLong],
    [
      '8 days ahead for a non-AS agent',
      { fromDate: serviceDay(8), toDate: serviceDay(8) },
      MESSAGES.leadTimeNonAS,
    ],
  ])('refuses %s', async (_, over, message) => {
    const kit = utilitiesKit(t);
    const body = {
      productCode: 'ANY',
      paxQuantity: 3,
      fromDate: serviceDay(),
      toDate: serviceDay(),
      rooming: { adultCount: 2, childCount: 1, childAges: [7] },
      ...over,
    };
    const res = await kit.post('/actividades/disponibilidad', body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('lets an AS agent search from today, and a spec-only client send paxQuantity alone', async () => {
    const kit = utilitiesKit(t);
    const product = (await kit.activities('CUN'))[0]!;
    const date = product.availableDates.find((d) => d >= testToday())!;
    const res = await kit.searchActivity(product.productCode, date, FAMILY, t.agente);
    expect(res.statusCode, res.body).toBe(200);
    const bare = {
      productCode: product.productCode,
      paxQuantity: 2,
      fromDate: serviceDay(),
      toDate: serviceDay(),
      rooming: null,
    };
    expect((await kit.post('/actividades/disponibilidad', bare)).statusCode).toBe(200);
  });
});

describe('traslados: locations and availability', () => {
  const points = async (kit: ReturnType<typeof utilitiesKit>, destinationCode: string) => {
    const res = await kit.get(`/traslados/locations?destinationCode=${destinationCode}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().locations.staticDataResponseV2Location as TActivityLocation[];
    return {
      airport: list.find((l) => l.locationType === 'AIRPORT')!,
      hotel: list.find((l) => l.locationType === 'HOTEL')!,
    };
  };

  it('offers one-way and round trips with a leg each and its pickup time', async () => {
    const kit = utilitiesKit(t);
    const { airport, hotel } = await points(kit, 'CUN');
    expect(airport.locationCodeAux).toBe('CUN');
    const oneWay = await kit.transferOffers(
      transferSearch({ from: airport.locationCode, to: hotel.locationCode }),
    );
    expect(oneWay.products.availResponseV2Product.length).toBeGreaterThan(1);
    for (const p of oneWay.products.availResponseV2Product) expect(p.concepts).toHaveLength(1);
    const back = serviceDay(27);
    const round = await kit.transferOffers(
      transferSearch({ from: airport.locationCode, to: hotel.locationCode, back }),
    );
    const [p] = round.products.availResponseV2Product;
    expect(p!.concepts.map((c) => c.fecha)).toEqual([serviceDay(), back]);
    expect(p!.concepts.every((c) => /^\d\d:\d\d$/.test(c.transfer!.pickUpTime))).toBe(true);
    expect(p!.echoToken).toBe(round.echoToken);
  });

  it.each([
    ['the same point twice', { to: 'SAME' }, MESSAGES.transferSamePoints],
    ['a round trip back the same day', { back: 'SAMEDAY' }, MESSAGES.transferReturnNotAfter],
    ['no adult', { party: { adults: 0, childAges: [8] } }, MESSAGES.atLeastOneAdult],
    ['a minor of 18', { party: { adults: 1, childAges: [18] } }, MESSAGES.minorAgeRange],
  ])('refuses %s', async (_, over, message) => {
    const kit = utilitiesKit(t);
    const { airport, hotel } = await points(kit, 'CUN');
    const o = over as { to?: string; back?: string; party?: typeof FAMILY };
    const body = transferSearch({
      from: airport.locationCode,
      to: o.to === 'SAME' ? airport.locationCode : hotel.locationCode,
      ...(o.back ? { back: serviceDay(), type: 'TWOWAY' as const } : {}),
      ...(o.party ? { party: o.party } : {}),
    });
    const res = await kit.post('/traslados/disponibilidad', body);
    expect([res.statusCode, res.json().message]).toEqual([400, message]);
  });

  it('refuses points the provider does not know, or of two destinations', async () => {
    const kit = utilitiesKit(t);
    for (const [from, to] of [
      ['AP-CUN', 'HT-NOWHERE'],
      ['AP-CUN', 'HT-BUE-01'],
    ]) {
      const res = await kit.post('/traslados/disponibilidad', transferSearch({ from: from!, to: to! }));
      expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.transferLocationUnknown]);
    }
  });

  it('refuses a category outside ONEWAYTRIP / TWOWAY with its message', async () => {
    const kit = utilitiesKit(t);
    const body = transferSearch({ from: 'A', to: 'B' });
    body.transferOptions[0]!.type = 'RETURN' as 'TWOWAY';
    const res = await kit.post('/traslados/disponibilidad', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(MESSAGES.transferCategoryRequired);
  });
});
