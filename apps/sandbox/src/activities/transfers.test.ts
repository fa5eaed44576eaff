import { addDays } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';
import { caller, DAY, party, type WireProduct } from './test-kit';

// DESTSERVICES' transfers (README tariff), each leg max(minimum, base + per km × road km):
// shuttle per adult 10 + 0.40/km (min 18; minors 2-11 half, infants free), sedan (3) 35 + 1.50/km
// (min 55), van (7) 45 + 2/km (min 75), SUV (5) 70 + 3/km (min 120). Road km = straight line
// × 1.3, rounded: Cancún airport → Riu Palace Las Américas 23 km, → Hotel Xcaret México 73 km;
// Alvear Palace → Aeroparque 5 km, → Ezeiza 38 km; Miami cruise port → Fontainebleau 9 km.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox(testSandboxConfig());
});
afterAll(() => app.close());
const ds = () => caller(app);
const option = (type: string, origin: string, time: string, destination: string, returnTime?: string) => ({
  transferOptions: [
    { type, origin: { id: origin, time }, destination: { id: destination, time: returnTime } },
  ],
});
const offers = async (over: Record<string, unknown>) => {
  const res = await ds().transfer(over);
  if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
  return res.json() as { echoToken: string; availabilityV2Products: WireProduct[] };
};
const byCode = (list: WireProduct[]) => Object.fromEntries(list.map((p) => [p.productCode, p]));

describe('DESTSERVICES transfers', () => {
  it('prices a round trip from the airport: two legs, pickups after landing and before the flight', async () => {
    const back = addDays(DAY, 7);
    const a = await offers({
      toDate: back,
      availRequestV2Occupation: party(2, 7, 1),
      ...option('TWOWAY', 'AP-CUN', '14:10', 'HT-CUN-01', '01:30'),
    });
    const p = byCode(a.availabilityV2Products);
    expect(Object.keys(p)).toEqual(['TRF-SHU', 'TRF-VAN', 'TRF-SUV']); // 4 do not fit a sedan
    expect([p['TRF-SHU']!.price, p['TRF-SHU']!.priceFrom]).toEqual([96, 19.2]); // (19.20 × 2 + 9.60) × 2; a minor's 9.60 × 2
    expect(p['TRF-SHU']!.concepts[0]!.detalles).toEqual([
      { detailName: 'Adultos x 2', total: 38.4 },
      { detailName: 'Menores x 1', total: 9.6 },
      { detailName: 'Infantes x 1 (sin cargo)', total: 0 },
    ]);
    expect([p['TRF-VAN']!.price, p['TRF-VAN']!.priceFrom]).toEqual([182, 45.5]); // (45 + 2 × 23) × 2, / 4
    expect(p['TRF-SUV']!.price).toBe(278); // (70 + 3 × 23) × 2
    const [arrival, departure] = p['TRF-VAN']!.concepts;
    expect(arrival).toMatchObject({
      conceptName: 'Llegada: Aeropuerto Internacional de Cancún → Hotel Riu Palace Las Américas',
      conceptDate: DAY,
      total: 91,
      transfer: { direction: 'ARRIVAL', pickUpTime: '14:40', distanceKm: 23 },
    });
    // a 01:30 flight: picked up at 22:30 the evening before
    expect(departure).toMatchObject({
      conceptName: 'Salida: Hotel Riu Palace Las Américas → Aeropuerto Internacional de Cancún',
      conceptDate: addDays(back, -1),
      transfer: { direction: 'DEPARTURE', pickUpTime: '22:30' },
    });
    expect(p['TRF-VAN']!.transferInfo).toEqual({
      vehicleType: 'VAN',
      privateService: true,
      meetAndGreet: true,
      luggagePerPax: 2,
      maxPax: 7,
    });
    expect(p['TRF-SHU']!.transferInfo).toMatchObject({
      privateService: false,
      meetAndGreet: false,
      luggagePerPax: 1,
    });
  });

  it('prices one way by distance, with a minimum fare; 3 hours before an international flight, 2 before a domestic one', async () => {
    const far = byCode(
      (await offers(option('ONEWAYTRIP', 'AP-CUN', '09:00', 'HT-CUN-05'))).availabilityV2Products,
    );
    expect(Object.values(far).map((p) => [p.productCode, p.price])).toEqual([
      ['TRF-SHU', 78.4],
      ['TRF-SED', 144.5],
      ['TRF-VAN', 191],
      ['TRF-SUV', 289],
    ]);
    const near = byCode(
      (await offers(option('ONEWAYTRIP', 'HT-BUE-01', '10:00', 'AP-AEP'))).availabilityV2Products,
    );
    expect(Object.values(near).map((p) => p.price)).toEqual([36, 55, 75, 120]); // every one its minimum
    expect(near['TRF-SED']!.concepts).toHaveLength(1);
    expect(near['TRF-SED']!.concepts[0]!.transfer).toMatchObject({
      direction: 'DEPARTURE',
      pickUpTime: '08:00',
    });
    expect(near['TRF-SED']!.transferInfo!.meetAndGreet).toBe(false);
    const eze = byCode(
      (await offers(option('ONEWAYTRIP', 'HT-BUE-01', '10:00', 'AP-EZE'))).availabilityV2Products,
    );
    expect([eze['TRF-SED']!.price, eze['TRF-SED']!.concepts[0]!.transfer!.pickUpTime]).toEqual([92, '07:00']);
    const ship = byCode(
      (await offers(option('ONEWAYTRIP', 'PT-MIA', '07:45', 'HT-MIA-01'))).availabilityV2Products,
    );
    expect(ship['TRF-SED']!.concepts[0]).toMatchObject({
      conceptName: 'Llegada: Puerto de Miami (terminal de cruceros) → Fontainebleau Miami Beach',
      total: 55, // 35 + 1.50 × 9 = 48.50: the minimum
      transfer: { pickUpTime: '08:15' },
    });
  });

  it('offers a vehicle only when the whole party fits', async () => {
    const codes = async (occupation: object[]) =>
      (
        await offers({
          availRequestV2Occupation: occupation,
          ...option('ONEWAYTRIP', 'AP-MCO', '12:00', 'HT-MCO-03'),
        })
      ).availabilityV2Products.map((p) => p.productCode);
    expect(await codes(party(3))).toEqual(['TRF-SHU', 'TRF-SED', 'TRF-VAN', 'TRF-SUV']);
    expect(await codes(party(2, 0, 0))).toEqual(['TRF-SHU', 'TRF-VAN', 'TRF-SUV']); // infants take a seat
    expect(await codes(party(6))).toEqual(['TRF-SHU', 'TRF-VAN']);
    expect(await codes(party(8))).toEqual(['TRF-SHU']);
    expect(await codes(party(11))).toEqual([]);
  });

  it('refuses unknown points, points of two destinations and incomplete round trips (400)', async () => {
    const refusal = async (over: Record<string, unknown>) => {
      const res = await ds().transfer(over);
      return [res.statusCode, res.json().errorCode];
    };
    expect(await refusal(option('ONEWAYTRIP', 'AP-CUN', '10:00', 'HT-NOPE'))).toEqual([
      400,
      'UNKNOWN_LOCATION',
    ]);
    expect(await refusal(option('ONEWAYTRIP', 'MP-CUN-01', '10:00', 'HT-CUN-01'))).toEqual([
      400,
      'UNKNOWN_LOCATION',
    ]);
    expect(await refusal(option('ONEWAYTRIP', 'AP-CUN', '10:00', 'HT-MCO-01'))).toEqual([
      400,
      'DIFFERENT_DESTINATIONS',
    ]);
    expect(await refusal(option('ONEWAYTRIP', 'AP-CUN', '10:00', 'AP-CUN'))).toEqual([400, 'SAME_LOCATION']);
    expect(
      await refusal({ destinationCode: 'MCO', ...option('ONEWAYTRIP', 'AP-CUN', '10:00', 'HT-CUN-01') }),
    ).toEqual([400, 'LOCATION_NOT_IN_DESTINATION']);
    expect(await refusal(option('TWOWAY', 'AP-CUN', '10:00', 'HT-CUN-01'))).toEqual([
      400,
      'RETURN_TIME_REQUIRED',
    ]);
    expect(
      await refusal({ fromDate: addDays(DAY, -60), ...option('ONEWAYTRIP', 'AP-CUN', '10:00', 'HT-CUN-01') }),
    ).toEqual([400, 'DATE_IN_THE_PAST']);
    expect(await refusal(option('ONEWAYTRIP', 'AP-CUN', '25:00', 'HT-CUN-01'))).toEqual([
      400,
      'INVALID_REQUEST',
    ]);
  });

  it('books a transfer with every leg, once per reference', async () => {
    const a = await offers({
      toDate: addDays(DAY, 4),
      ...option('TWOWAY', 'AP-CUN', '14:10', 'HT-CUN-01', '18:00'),
    });
    const sedan = byCode(a.availabilityV2Products)['TRF-SED']!; // (35 + 1.50 × 23) × 2 = 139
    const body = {
      echoToken: a.echoToken,
      productBookingCode: sedan.productBookingCode,
      conceptBookingCodes: sedan.concepts.map((c) => c.conceptBookingCode),
      availRequestV2Occupation: party(2),
    };
    const oneLeg = await ds().book({ ...body, conceptBookingCodes: [sedan.concepts[0]!.conceptBookingCode] });
    expect([oneLeg.statusCode, oneLeg.json().errorCode]).toEqual([422, 'LEGS_MISMATCH']);
    const reference = `trf-${Date.now()}`;
    const first = await ds().book({ ...body, clientReference: reference });
    expect(first.json()).toMatchObject({ status: 'CONFIRMED', serviceType: 'TRANSFER', totalAmount: 139 });
    expect((await ds().book({ ...body, clientReference: reference })).json()).toEqual(first.json());
    const held = (await ds().call('GET', `/availability/${a.echoToken}`)).json();
    expect(held).toMatchObject({ serviceType: 'TRANSFER', availabilityV2Products: a.availabilityV2Products });
  });
});
