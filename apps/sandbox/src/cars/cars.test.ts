import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';
import { officesOf } from './offices';

// AVIS and BUDGET as the API's adapter sees them.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ ...testSandboxConfig(), random: () => 0.5 });
});
afterAll(() => app.close());

type Fee = { Purpose: string; Amount: number; IncludedInRate: boolean };
type Rate = {
  RateQualifier: { RateCode: string };
  RentalDays: number;
  Fees: Fee[];
  TotalCharge: { RateTotalAmount: number };
};
type Car = {
  VehicleCategory: string;
  TransmissionType: string;
  PictureURL: string;
  Rates: Rate[];
  Equipment: { Code: string; Amount: number }[];
};

const call = (brand: 'avis' | 'budget', method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/${brand}${url}`, payload, headers: { 'x-api-key': `sandbox-${brand}` } });
const rental = (over: Record<string, unknown> = {}) => ({
  PickUpLocation: 'MCO',
  PickUpDateTime: '2027-05-10T10:00',
  ReturnLocation: 'MCO',
  ReturnDateTime: '2027-05-14T10:00',
  DriverAge: 35,
  CountryOfResidence: 'AR',
  ...over,
});
const search = async (over: Record<string, unknown> = {}, brand: 'avis' | 'budget' = 'avis') => {
  const res = await call(brand, 'POST', '/availability', rental(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().VehAvails as Car[];
};
const fee = (car: Car, purpose: string) => car.Rates[0]!.Fees.find((f) => f.Purpose === purpose);

describe('AVIS and BUDGET: offices', () => {
  it('have 20+ offices each, 40+ together, not the same list', () => {
    const avis = officesOf('AVIS').map((o) => o.code);
    const budget = officesOf('BUDGET').map((o) => o.code);
    expect(avis.length).toBeGreaterThanOrEqual(20);
    expect(budget.length).toBeGreaterThanOrEqual(20);
    expect(avis.length + budget.length).toBeGreaterThanOrEqual(40);
    expect(avis).not.toEqual(budget);
  });

  it('finds offices by code, city or country, without case or accents', async () => {
    const codes = async (keyword: string, brand: 'avis' | 'budget' = 'avis') =>
      (
        (await call(brand, 'GET', `/locations?keyword=${encodeURIComponent(keyword)}`)).json().Locations as {
          LocationCode: string;
        }[]
      ).map((l) => l.LocationCode);
    expect(await codes('cancun', 'budget')).toEqual(expect.arrayContaining(['CUN', 'CUNC01']));
    expect(await codes('ORLANDO')).toEqual(expect.arrayContaining(['MCO', 'MCOC01', 'MCOC02']));
    expect(await codes('sao paulo')).toContain('GRU');
    expect(await codes('espana')).toEqual(expect.arrayContaining(['MAD', 'BCN']));
    const one = (await call('avis', 'GET', '/locations/mcoc01')).json().Location;
    expect(one).toMatchObject({ LocationCode: 'MCOC01', CountryCode: 'US', IsAirport: false });
    expect(one.OpeningHours).toHaveLength(7);
    expect((await call('budget', 'GET', '/locations/BUEC01')).statusCode).toBe(404);
  });
});

describe('AVIS and BUDGET: cars and rates', () => {
  it('prices the same rental the same, by ACRISS category, with our pictures', async () => {
    const cars = await search();
    expect(cars.map((c) => c.VehicleCategory)).toEqual(expect.arrayContaining(['CCAR', 'IFAR', 'PVAR']));
    expect(cars.every((c) => c.PictureURL.startsWith('/media/cars/'))).toBe(true);
    expect(await search()).toEqual(cars);
    const south = await search({ PickUpLocation: 'EZE', ReturnLocation: 'EZE' });
    expect(south.find((c) => c.VehicleCategory === 'ECMR')?.TransmissionType).toBe('Manual');
  });

  it('charges a one-way fee, higher to another city', async () => {
    expect(fee((await search())[0]!, 'ONE_WAY')).toBeUndefined();
    const town = fee((await search({ ReturnLocation: 'MCOC01' }))[0]!, 'ONE_WAY');
    const miami = fee((await search({ ReturnLocation: 'MIA' }))[0]!, 'ONE_WAY');
    expect(town?.Amount).toBeGreaterThan(0);
    expect(miami!.Amount).toBeGreaterThan(town!.Amount);
    expect(await search({ ReturnLocation: 'CUN' })).toEqual([]);
  });

  it('charges a young driver by the day, and no SUVs under 25', async () => {
    const young = await search({ DriverAge: 23 });
    expect(fee(young[0]!, 'YOUNG_DRIVER')?.Amount).toBe(27 * 4);
    expect(young.map((c) => c.VehicleCategory)).not.toContain('SFAR');
    expect(fee((await search())[0]!, 'YOUNG_DRIVER')).toBeUndefined();
    expect(await search({ DriverAge: 20 })).toEqual([]); // AVIS: 21 in the US
  });

  it('prices equipment per day; snow chains only in the Andes in winter', async () => {
    const codes = async (over: Record<string, unknown>) =>
      (await search(over))[0]!.Equipment.map((e) => e.Code);
    const at = (office: string, from: string, to: string) => ({
      PickUpLocation: office,
      ReturnLocation: office,
      PickUpDateTime: from,
      ReturnDateTime: to,
    });
    expect(await codes(at('BRC', '2027-07-12T10:00', '2027-07-16T10:00'))).toContain('SNW');
    expect(await codes(at('BRC', '2027-01-11T10:00', '2027-01-15T10:00'))).not.toContain('SNW');
    expect(await codes(at('MCO', '2027-07-12T10:00', '2027-07-16T10:00'))).not.toContain('SNW');
    const short = (await search())[0]!;
    const long = (await search({ ReturnDateTime: '2027-05-20T10:00' }))[0]!;
    expect(long.Equipment).toEqual(short.Equipment); // per day, whatever the length
    expect(short.Rates[0]!.RentalDays).toBe(4);
    expect((await search({ ReturnDateTime: '2027-05-14T11:00' }))[0]!.Rates[0]!.RentalDays).toBe(5);
  });

  it('re-prices a rate by its key; 404 when not sold', async () => {
    const car = (await search({ ReturnLocation: 'MCOC01' }))[0]!;
    const key = {
      ...rental({ ReturnLocation: 'MCOC01' }),
      VehicleCategory: car.VehicleCategory,
      RateCode: 'TOT',
    };
    const res = await call('avis', 'POST', '/rates/check', key);
    expect(res.json().VehAvail.Rates[0]).toEqual(car.Rates.find((r) => r.RateQualifier.RateCode === 'TOT'));
    expect((await call('avis', 'POST', '/rates/check', { ...key, RateCode: 'XXX' })).statusCode).toBe(404);
  });

  it('tells the minimum age per brand and country', async () => {
    const age = async (brand: 'avis' | 'budget', c: string) =>
      (await call(brand, 'GET', `/terms?countryCode=${c}`)).json().MinimumAge;
    expect([await age('avis', 'US'), await age('avis', 'MX'), await age('avis', 'AR')]).toEqual([21, 21, 18]);
    expect([await age('budget', 'US'), await age('budget', 'MX')]).toEqual([21, 18]);
  });
});

describe('AVIS and BUDGET: bookings', () => {
  const booking = (over: Record<string, unknown> = {}) => ({
    ...rental({ PickUpLocation: 'CUN', ReturnLocation: 'CUNC01' }),
    VehicleCategory: 'CCAR',
    RateCode: 'CDW',
    ClientReference: 'car-test-1',
    Driver: { GivenName: 'Ana', Surname: 'Pérez', BirthDate: '1990-01-01' },
    Equipment: [{ Code: 'CSI', Quantity: 2 }],
    ...over,
  });

  it('books once per reference, with equipment; 409 for the reference reused', async () => {
    const first = await call('budget', 'POST', '/bookings', booking());
    expect(first.statusCode, first.body).toBe(200);
    const b = first.json();
    expect(b.ConfirmationId).toMatch(/^BG/);
    expect(b.TotalCharge.EquipmentAmount).toBeCloseTo(b.Equipment[0].Amount * 2 * 4, 2);
    expect((await call('budget', 'POST', '/bookings', booking())).json()).toEqual(b);
    expect((await call('budget', 'POST', '/bookings', booking({ VehicleCategory: 'ICAR' }))).statusCode).toBe(
      409,
    );
    expect((await call('budget', 'GET', '/bookings/car-test-1')).json()).toMatchObject({
      state: 'confirmed',
    });
    const gone = await app.inject({
      method: 'DELETE',
      url: `/budget/bookings/by-code/${b.ConfirmationId}`,
      headers: { 'x-api-key': 'sandbox-budget' },
    });
    expect(gone.json().state).toBe('cancelled');
  });

  it('refuses an office closed at the time, and a rate not sold', async () => {
    const sunday = booking({
      ClientReference: 'car-test-2',
      PickUpLocation: 'BUEC01',
      ReturnLocation: 'EZE',
      PickUpDateTime: '2027-05-09T10:00',
    });
    const closed = await call('avis', 'POST', '/bookings', sunday);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ ErrorCode: 'LOCATION_CLOSED' });
    const unsold = await call(
      'avis',
      'POST',
      '/bookings',
      booking({ ClientReference: 'car-test-3', RateCode: 'XXX' }),
    );
    expect(unsold.statusCode).toBe(404);
  });
});
