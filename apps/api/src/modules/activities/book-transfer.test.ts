import { describe, expect, it } from 'vitest';
import { MESSAGES, type TActivityLocation } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { FAMILY, newUtilityKey, passengersOf, serviceDay, transferSearch, utilitiesKit } from './test-kit';

// POST /api/utilities/traslados/reservar (issue 16): a Cancún airport → hotel round trip,
// both legs one booking, once per Idempotency-Key; every rule refused with nothing written.

const cents = (n: number) => Math.round(n * 100);

describe('POST /api/utilities/traslados/reservar', () => {
  const t = useTestApp();

  const roundTrip = async (kit: ReturnType<typeof utilitiesKit>, ahead = 20) => {
    const list = (await kit.get('/traslados/locations?destinationCode=CUN')).json().locations
      .staticDataResponseV2Location as TActivityLocation[];
    const airport = list.find((l) => l.locationType === 'AIRPORT')!;
    const hotel = list.find((l) => l.locationType === 'HOTEL')!;
    const answer = await kit.transferOffers(
      transferSearch({
        from: airport.locationCode,
        to: hotel.locationCode,
        date: serviceDay(ahead),
        back: serviceDay(ahead + 7),
      }),
    );
    const product = answer.products.availResponseV2Product.find((p) => p.privado)!;
    return { answer, product };
  };

  it('books both legs once for the party, priced total + 35 + 35; a retry answers the same', async () => {
    const kit = utilitiesKit(t);
    const { answer, product } = await roundTrip(kit);
    expect(product.concepts).toHaveLength(2);
    const key = newUtilityKey();
    const body = kit.transferBooking(answer, product, FAMILY, { vuelo: 'AR1302' });
    const res = await kit.book('traslados', body, { key });
    expect(res.statusCode, res.body).toBe(200);
    expect(cents(res.json().total)).toBe(cents(product.price) + 7000);
    const again = await kit.book('traslados', body, { key });
    expect(again.json()).toEqual(res.json());
    const rows = await kit.rows('transfers');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'confirmed',
      checkin: serviceDay(20),
      checkout: serviceDay(27),
      supplierRef: res.json().codigoReserva,
    });
    expect(rows[0]!.request).toMatchObject({ vuelo: 'AR1302' });
  });

  it('charges the tariff of apps/sandbox/README.md: a van AP-CUN ⇄ HT-CUN-01 for 2 adults, 7 and 1 years', async () => {
    // 23 km: 45 + 2 × 23 = 91 a leg, 182 both; + 35 + 35
    const kit = utilitiesKit(t);
    const party = { adults: 2, childAges: [7, 1] };
    const answer = await kit.transferOffers(
      transferSearch({ from: 'AP-CUN', to: 'HT-CUN-01', date: serviceDay(24), back: serviceDay(30), party }),
    );
    const van = answer.products.availResponseV2Product.find((p) => p.maxPasajeros === 7)!;
    expect(van.price).toBe(182);
    expect(answer.products.availResponseV2Product.some((p) => p.maxPasajeros === 3)).toBe(false); // 4 do not fit a sedan
    const res = await kit.book('traslados', kit.transferBooking(answer, van, party));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(252);
  });

  const refusals: [string, (b: Record<string, unknown>) => Record<string, unknown>, number, string][] = [
    ['another product', (b) => ({ ...b, productBookingCode: 'NOPE' }), 409, MESSAGES.transferOptionUnknown],
    ['an unknown token', (b) => ({ ...b, echoToken: 'no-such-token' }), 409, MESSAGES.availabilityExpired],
    ['another price', (b) => ({ ...b, tarifa: Number(b.tarifa) + 5 }), 409, MESSAGES.utilityPriceChanged],
    ['another party', (b) => ({ ...b, adultos: 3 }), 400, MESSAGES.utilityPartyMismatch],
    ['another date', (b) => ({ ...b, fecha: serviceDay(30) }), 400, MESSAGES.transferDateMismatch],
    [
      'a minor whose birth date is not the searched age',
      (b) => ({ ...b, pasajeros: passengersOf({ adults: 2, childAges: [4] }, String(b.fecha)) }),
      400,
      MESSAGES.minorBirthDateOutOfRange,
    ],
  ];

  it.each(refusals)('refuses %s and writes nothing', async (_, change, status, message) => {
    const kit = utilitiesKit(t);
    const { answer, product } = await roundTrip(kit, 22);
    const before = (await kit.rows('transfers')).length;
    const res = await kit.book('traslados', change(kit.transferBooking(answer, product)));
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().message).toBe(message);
    expect(await kit.rows('transfers')).toHaveLength(before);
  });

  it('refuses a non-AS agent a transfer an AS agent searched 3 days ahead (lead time)', async () => {
    const kit = utilitiesKit(t);
    const list = (await kit.get('/traslados/locations?destinationCode=CUN', t.agente)).json().locations
      .staticDataResponseV2Location as TActivityLocation[];
    const [airport, hotel] = [
      list.find((l) => l.locationType === 'AIRPORT')!,
      list.find((l) => l.locationType === 'HOTEL')!,
    ];
    const res = await kit.post(
      '/traslados/disponibilidad',
      transferSearch({ from: airport.locationCode, to: hotel.locationCode, date: serviceDay(3) }),
      t.agente,
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    const booking = await kit.book(
      'traslados',
      kit.transferBooking(answer, answer.products.availResponseV2Product[0]),
    );
    expect([booking.statusCode, booking.json().message]).toEqual([400, MESSAGES.leadTimeNonAS]);
  });
});
