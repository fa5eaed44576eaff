import { describe, expect, it } from 'vitest';
import { MESSAGES, ZCarBookingResponse, ZCarLocationsResponse, ZCarSearchResponse } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { carBody, carsKit, newCarKey, rental } from './test-kit';

// spec §7 cars (/api/cars): AVIS and BUDGET offices, cars, terms and a booking (issue 14).
const t = useTestApp();
const kit = carsKit(t);

describe('GET /api/cars/locations/', () => {
  it('finds a brand’s offices from 3 characters, airports marked, with their hours', async () => {
    const res = await kit.get('/locations/?brand=AVIS&destino=orlando');
    expect(res.statusCode, res.body).toBe(200);
    const offices = ZCarLocationsResponse.parse(res.json());
    expect(offices.map((o) => o.codigoLocalizacion)).toEqual(expect.arrayContaining(['MCO', 'MCOC01']));
    expect(offices.find((o) => o.codigoLocalizacion === 'MCO')).toMatchObject({
      esAeropuerto: true,
      brand: 'AVIS',
    });
    const short = await kit.get('/locations/?brand=BUDGET&destino=ca');
    expect([short.statusCode, short.json().message]).toEqual([400, MESSAGES.locationSearchMinChars]);
  });
});

describe('POST /api/cars/search-availability/', () => {
  it('answers cars with their rates; a one-way rental carries its fee', async () => {
    const cars = ZCarSearchResponse.parse(await kit.search());
    expect(cars.length).toBeGreaterThan(3);
    const charges = cars.flatMap((c) => c.tarifas.flatMap((r) => r.vehicleCharges.map((v) => v.purpose)));
    expect(charges).toContain('ONE_WAY');
    const same = await kit.search(rental({ oficinaOut: 'MCO' }));
    expect(
      same.flatMap((c) => c.tarifas.flatMap((r) => r.vehicleCharges.map((v) => v.purpose))),
    ).not.toContain('ONE_WAY');
  });

  it.each([
    [
      'a return before the pick-up',
      { horaOut: '09:00', checkout: rental().checkin },
      MESSAGES.carReturnNotAfterPickup,
    ],
    ['an office the brand does not have', { oficinaOut: 'XXX01' }, MESSAGES.carUnknownOffice],
  ])('refuses %s with 400 in Spanish', async (_, over, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cars/search-availability/',
      headers: t.vendedor,
      payload: rental(over),
    });
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
  });
});

describe('GET /api/cars/terms', () => {
  it('answers the brand’s Spanish conditions and its minimum age for the country', async () => {
    const us = await kit.get('/terms?brand=AVIS&countryCode=US');
    expect(us.statusCode, us.body).toBe(200);
    expect(us.json()).toMatchObject({ brand: 'AVIS', countryCode: 'US', edadMinima: 21 });
    expect(us.json().terms).toMatch(/tarjeta de crédito/i);
    expect((await kit.get('/terms?brand=BUDGET&countryCode=AR')).json().edadMinima).toBe(18);
  });
});

describe('POST /api/cars/reservar/', () => {
  it('books an AVIS one-way rental with a child seat once: rate + seat per day + 35 + 35', async () => {
    const r = rental();
    const [car] = await kit.search(r);
    const body = carBody(r, car!, { CSI: 1 });
    const key = newCarKey();
    const res = await kit.book(body, { key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZCarBookingResponse.parse(res.json());
    const seat = car!.specialEquipment.find((e) => e.equipmentGDSCode === 'CSI')!.monto;
    // 5 days from 10:00 to 10:00 (spec §9 fees: 35 booking + 35 administrative)
    const total = car!.tarifas[0]!.tarifa + seat * 5 + 35 + 35;
    const [row] = (await kit.carRows()).filter((x) => String(x.id) === answer.reservationId);
    expect(row).toMatchObject({ status: 'confirmed', supplierRef: answer.confirmId, supplier: 'AVIS' });
    expect(Number(row!.total)).toBeCloseTo(total, 2);
    const again = await kit.book(body, { key });
    expect(again.json()).toEqual(res.json());
    expect((await kit.carRows()).filter((x) => x.idempotencyKey === key)).toHaveLength(1);
  });
});
