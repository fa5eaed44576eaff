import { afterAll, describe, expect, it } from 'vitest';
import { CATALOGUE, hotelById } from '../catalogue';
import { ratePlansOf, roomTypesOf } from '../inventory-rooms';
import { carries, quoteRate } from '../offers';
import { mealPlanOf } from './meal-plans';
import { fixture, otaSandbox, pathsOf, postOta, readXml, withCodes } from './test-kit';

// OTA_HotelAvailRQ → OTA_HotelAvailRS (docs/ota-hotels.md, fixtures avail-*.xml): today's
// inventory, written as the contract's samples.
const { app } = await otaSandbox();
afterAll(() => app.close());

// sold by both (3 stars, Orlando): STD and SUP, with an early-booking offer
const HOLIDAY_INN = 'H-ORL-HOLIDAY-INN-ORLANDO-DISNEY-SPRINGS-AREA';
const WYNDHAM = 'H-ORL-WYNDHAM-GARDEN-LAKE-BUENA-VISTA';
const codes = { ORL0042: HOLIDAY_INN, ORL0043: WYNDHAM };
const asHbsi = (xml: string) => xml.replaceAll('sandbox-omnibees', 'sandbox-hbsi');
const search = async (supplier: 'omnibees' | 'hbsi', xml: string) => {
  const res = await postOta(app, supplier, withCodes(xml, codes));
  expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/xml; charset=utf-8']);
  return res.body;
};
const list = <T>(x: T | T[] | undefined): T[] => (x === undefined ? [] : Array.isArray(x) ? x : [x]);
const roomStays = (xml: string) => list(readXml(xml).OTA_HotelAvailRS.RoomStays.RoomStay);

describe('POST /omnibees/ota OTA_HotelAvailRQ', () => {
  it("answers in the shape of avail-rs.xml, echoing the request's EchoToken on the simulator's clock", async () => {
    const xml = await search('omnibees', fixture('avail-rq.xml'));
    expect(pathsOf(xml)).toEqual(pathsOf(fixture('avail-rs.xml')));
    const root = readXml(xml).OTA_HotelAvailRS;
    expect(root['@EchoToken']).toBe('c0ffee00-0000-4000-8000-000000000001');
    expect(root['@Version']).toBe('3.000');
    expect(root['@xmlns']).toBe('http://www.opentravel.org/OTA/2003/05');
    expect(root['@TimeStamp']).toMatch(/^2026-03-1\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('writes one known rate of the inventory with its literal price, taxes, allotment and texts', async () => {
    const [stay] = roomStays(await search('omnibees', fixture('avail-rq-rate.xml')));
    expect(stay.BasicPropertyInfo).toEqual({
      '@HotelCode': HOLIDAY_INN,
      '@HotelName': 'Holiday Inn Orlando - Disney Springs Area',
      '@HotelCityCode': 'C-ORL',
      Address: { AddressLine: '1805 Hotel Plaza Blvd, Lake Buena Vista, Orlando' },
      Award: { '@Rating': '3' },
    });
    expect(stay.TPA_Extensions.HotelImage['@URL']).toBe('/media/hotels/city-1.svg');
    expect(stay.RoomTypes.RoomType).toEqual({
      '@RoomTypeCode': 'STD',
      RoomDescription: {
        '@Name': 'Habitación Estándar',
        Text: 'Dos camas dobles o una king, baño privado, aire acondicionado y wifi.',
      },
    });
    expect(stay.RatePlans.RatePlan).toMatchObject({
      '@RatePlanCode': 'FLEX',
      '@RatePlanName': 'Tarifa flexible',
      CancelPenalties: { CancelPenalty: { '@NonRefundable': 'false' } },
      MealsIncluded: { '@MealPlanCodes': '3', '@MealPlanIndicator': 'true' },
      RatePlanDescription: { Text: 'Desayuno incluido' },
    });
    expect(stay.RoomRates.RoomRate).toEqual({
      '@RoomTypeCode': 'STD',
      '@RatePlanCode': 'FLEX',
      '@RoomStayCandidateRPH': '1',
      '@NumberOfUnits': '1',
      '@AvailabilityStatus': 'AvailableForSale',
      Rates: {
        Rate: [
          { '@EffectiveDate': '2026-04-20', '@ExpireDate': '2026-04-21', '@NumberOfUnits': '4' },
          { '@EffectiveDate': '2026-04-21', '@ExpireDate': '2026-04-22', '@NumberOfUnits': '4' },
          { '@EffectiveDate': '2026-04-22', '@ExpireDate': '2026-04-23', '@NumberOfUnits': '4' },
        ],
      },
      // 624 + 10.5 % VAT 65.52 + fee 35; RG 4815 and PAIS 30 % each, shown apart
      Total: {
        '@AmountBeforeTax': '624.00',
        '@AmountAfterTax': '724.52',
        '@CurrencyCode': 'USD',
        Taxes: {
          '@Amount': '100.52',
          '@CurrencyCode': 'USD',
          Tax: [
            {
              '@Type': 'Exclusive',
              '@Code': '36',
              '@Percent': '10.5',
              '@Amount': '65.52',
              '@CurrencyCode': 'USD',
            },
            { '@Type': 'Exclusive', '@Code': '14', '@Amount': '35.00', '@CurrencyCode': 'USD' },
            { '@Type': 'Exclusive', '@Code': '35', '@Amount': '187.20', '@CurrencyCode': 'USD' },
            { '@Type': 'Exclusive', '@Code': '3', '@Amount': '187.20', '@CurrencyCode': 'USD' },
          ],
        },
      },
    });
    // the same price and allotment the inventory quotes (and the JSON routes answered)
    const quoted = quoteRate('OMNIBEES', {
      supplier: 'OMNIBEES',
      hotelId: HOLIDAY_INN,
      roomCode: 'STD',
      rateCode: 'FLEX',
      checkin: '2026-04-20',
      checkout: '2026-04-23',
      adults: 2,
      childAges: [7],
    })!;
    expect([quoted.price.venta, quoted.price.total, quoted.allotment]).toEqual([62400, 72452, [4, 4, 4]]);
  });

  it('keeps the order of hotels, searched rooms, room types and plans, with the promotion code', async () => {
    const stays = roomStays(await search('omnibees', fixture('avail-rq.xml')));
    expect(stays.map((s) => s.BasicPropertyInfo['@HotelCode'])).toEqual([HOLIDAY_INN, WYNDHAM]);
    const rates = list(stays[0].RoomRates.RoomRate).map((r) =>
      [r['@RoomStayCandidateRPH'], r['@NumberOfUnits'], r['@RoomTypeCode'], r['@RatePlanCode']].join(' '),
    );
    expect(rates).toEqual([
      '1 1 STD FLEX',
      '1 1 STD PROMO',
      '1 1 SUP FLEX',
      '1 1 SUP PROMO',
      '2 2 STD FLEX',
      '2 2 STD PROMO',
      '2 2 SUP FLEX',
      '2 2 SUP PROMO',
    ]);
    expect(list(stays[0].RatePlans.RatePlan).map((p) => [p['@RatePlanCode'], p['@PromotionCode']])).toEqual([
      ['FLEX', undefined],
      ['PROMO', 'DTO15'],
    ]);
    expect(list(stays[0].RoomTypes.RoomType).map((r) => r['@RoomTypeCode'])).toEqual(['STD', 'SUP']);
  });

  it('answers Success with warning 322 and no RoomStay when nothing is sold (avail-rs-none.xml)', async () => {
    const unsold = fixture('avail-rq-rate.xml').replace('RatePlanCode="FLEX"', 'RatePlanCode="NRF"');
    const xml = await search('omnibees', unsold);
    expect(pathsOf(xml)).toEqual(pathsOf(fixture('avail-rs-none.xml')));
    expect(readXml(xml).OTA_HotelAvailRS.Warnings.Warning).toMatchObject({ '@Type': '11', '@Code': '322' });
    // a hotel nobody knows, and one whose second room fits nowhere (nine adults)
    const unknown = withCodes(fixture('avail-rq.xml'), { ORL0042: 'H-XXX-ATLANTIS', ORL0043: 'H-XXX-NOPE' });
    expect(roomStays(await search('omnibees', unknown))).toEqual([]);
    const crowd = fixture('avail-rq.xml').replace(
      'AgeQualifyingCode="10" Count="1"',
      'AgeQualifyingCode="10" Count="9"',
    );
    expect(roomStays(await search('omnibees', crowd))).toEqual([]);
  });

  it('refuses an impossible stay (15), party (397) or message (321) with Errors', async () => {
    const errorOf = async (xml: string) =>
      readXml(await search('omnibees', xml)).OTA_HotelAvailRS.Errors.Error;
    const rq = fixture('avail-rq.xml');
    expect(await errorOf(rq.replace('End="2026-04-23"', 'End="2026-04-20"'))).toMatchObject({
      '@Code': '15',
    });
    expect(await errorOf(rq.replace('End="2026-04-23"', 'End="2026-06-23"'))).toMatchObject({
      '@Code': '15',
    });
    expect(await errorOf(rq.replace('Start="2026-04-20"', 'Start="2026-02-30"'))).toMatchObject({
      '@Code': '15',
    });
    expect(await errorOf(rq.replace(' Age="7"', ''))).toMatchObject({ '@Code': '397', '@Type': '3' });
    expect(
      await errorOf(rq.replace('<StayDateRange Start="2026-04-20" End="2026-04-23"/>', '')),
    ).toMatchObject({
      '@Code': '321',
      '@Type': '10',
    });
  });
});

describe('POST /hbsi/ota OTA_HotelAvailRQ', () => {
  it("says HBSI's non-refundable rates wait for the hotel (OnRequest, spec §4)", async () => {
    const [stay] = roomStays(await search('hbsi', asHbsi(fixture('avail-rq.xml'))));
    const status = list(stay.RoomRates.RoomRate)
      .filter((r) => r['@RoomStayCandidateRPH'] === '1')
      .map((r) => `${r['@RoomTypeCode']} ${r['@RatePlanCode']} ${r['@AvailabilityStatus']}`);
    expect(status).toEqual([
      'STD FLEX AvailableForSale',
      'STD PROMO AvailableForSale',
      'STD NRF OnRequest',
      'SUP FLEX AvailableForSale',
      'SUP NRF OnRequest',
    ]);
    expect(list(stay.RatePlans.RatePlan).find((p) => p['@RatePlanCode'] === 'NRF').CancelPenalties).toEqual({
      CancelPenalty: {
        '@NonRefundable': 'true',
        PenaltyDescription: { Text: expect.stringMatching(/^Tarifa no reembolsable/) },
      },
    });
  });
});

describe('meal plans', () => {
  it('name every regimen the inventory sells with its MPT code', () => {
    expect(mealPlanOf('Solo alojamiento')).toBe('14');
    expect(mealPlanOf('Desayuno incluido')).toBe('3');
    expect(mealPlanOf('Media pensión')).toBe('12');
    expect(mealPlanOf('Todo incluido premium con bebidas nacionales e internacionales y actividades')).toBe(
      '1',
    );
    expect(mealPlanOf('Disney Dining Plan (DDP): 1 comida de servicio de mesa')).toBe('10');
    expect(mealPlanOf('Disney Quick Service Dining Plan (DQSDP): 2 comidas')).toBe('10');
    const regimens = new Set(
      CATALOGUE.hotels.flatMap((h) =>
        (['OMNIBEES', 'HBSI'] as const)
          .filter((s) => carries(s, h))
          .flatMap((s) => roomTypesOf(h).flatMap((r) => ratePlansOf(s, h, r).map((p) => p.regimen))),
      ),
    );
    expect(regimens.size).toBe(6);
    expect([...regimens].filter((r) => mealPlanOf(r) === undefined)).toEqual([]);
    expect(hotelById(HOLIDAY_INN)).toBeDefined();
  });
});
