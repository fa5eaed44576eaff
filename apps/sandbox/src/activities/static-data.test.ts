import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';
import { caller, TODAY } from './test-kit';
import { addDays } from '@portal/domain';

// DESTSERVICES' static data V2: destinations by key filter, activities and transfer points.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox(testSandboxConfig());
});
afterAll(() => app.close());
const ds = () => caller(app);
const destinations = async (keyFilter: string) =>
  (await ds().call('GET', `/static-data/v2/destinations?keyFilter=${encodeURIComponent(keyFilter)}`))
    .json()
    .destinations.map((d: { destinationCode: string }) => d.destinationCode);

describe('DESTSERVICES static data', () => {
  it('finds destinations by name, code or country, case and accents ignored', async () => {
    expect(await destinations('canc')).toEqual(['CUN']);
    expect(await destinations('CANCÚN')).toEqual(['CUN']);
    expect(await destinations('arg')).toEqual(['BUE', 'BRC']);
    expect(await destinations('mco')).toEqual(['MCO']);
    expect(await destinations('rio de')).toEqual(['RIO']);
    expect(await destinations('zzz')).toEqual([]);
    const res = await ds().call('GET', '/static-data/v2/destinations?keyFilter=punta');
    expect(res.json().destinations).toEqual([
      {
        destinationCode: 'PUJ',
        destinationName: 'Punta Cana',
        countryIsoCode: 'DO',
        countryName: 'República Dominicana',
      },
    ]);
    expect((await destinations('')).length).toBe(8);
  });

  it('answers a destination activities with their static data', async () => {
    const res = await ds().call('GET', '/static-data/v2/products?destinationCode=MCO');
    const products = res.json().products.staticDataResponseV2Product;
    expect(products.length).toBeGreaterThanOrEqual(4);
    const evg = products.find((p: { productCode: string }) => p.productCode === 'MCO-EVG01');
    expect(evg).toMatchObject({
      serviceTypeCode: 'ACT',
      serviceTypeName: 'Actividades',
      productName: 'Paseo en hidrodeslizador por los Everglades',
      productTypeName: 'Naturaleza',
      destinationCode: 'MCO',
      productDays: 1,
      productPassengersType: 'ADULT_CHILD',
      availabilityType: 'DAILY',
      productLanguages: ['Español', 'Inglés'],
      productImage: '/media/activities/nature.svg',
      childAgeFrom: 3,
      childAgeTo: 11,
    });
    // every day from today for 180 days
    expect(evg.availableDates).toHaveLength(180);
    expect([evg.availableDates[0], evg.availableDates[179]]).toEqual([TODAY, addDays(TODAY, 179)]);
    // the medieval dinner: Wednesday to Sunday only
    const med = products.find((p: { productCode: string }) => p.productCode === 'MCO-MED01');
    expect(med.availabilityType).toBe('WEEKLY');
    const weekdays = new Set(med.availableDates.map((d: string) => new Date(`${d}T00:00:00Z`).getUTCDay()));
    expect([...weekdays].sort()).toEqual([0, 3, 4, 5, 6]);
    for (const p of products) {
      expect(p.productDescription.split('. ').length).toBeGreaterThanOrEqual(2);
      expect(p.sectors.length).toBeGreaterThan(0);
    }
    const none = await ds().call('GET', '/static-data/v2/products?destinationCode=XXX');
    expect(none.json().products.staticDataResponseV2Product).toEqual([]);
  });

  it('has 4 to 7 activities in every destination, some of two days', async () => {
    let twoDays = 0;
    for (const code of ['MCO', 'MIA', 'CUN', 'PUJ', 'RIO', 'BUE', 'BRC', 'MAD']) {
      const res = await ds().call('GET', `/static-data/v2/products?destinationCode=${code}`);
      const products = res.json().products.staticDataResponseV2Product;
      expect(products.length).toBeGreaterThanOrEqual(4);
      expect(products.length).toBeLessThanOrEqual(7);
      twoDays += products.filter((p: { productDays: number }) => p.productDays === 2).length;
    }
    expect(twoDays).toBeGreaterThanOrEqual(2);
  });

  it('lists the transfer points of a destination: airports with their IATA code, hotels, ports', async () => {
    const res = await ds().call('GET', '/static-data/v2/transfer-locations?destinationCode=CUN');
    const locations = res.json().locations;
    expect(locations).toContainEqual({
      locationCode: 'AP-CUN',
      location: 'Aeropuerto Internacional de Cancún',
      locationType: 'AIRPORT',
      destinationCode: 'CUN',
      address: 'Carretera Cancún-Chetumal Km 22, Cancún',
      postalCode: '77565',
      latitude: 21.0365,
      longitude: -86.8771,
      locationCodeAux: 'CUN',
    });
    const types = locations.map((l: { locationType: string }) => l.locationType);
    expect(types.filter((t: string) => t === 'HOTEL').length).toBeGreaterThanOrEqual(4);
    expect(types).toContain('PORT');
    expect(types).not.toContain('MEETING_POINT');
    const bue = (await ds().call('GET', '/static-data/v2/transfer-locations?destinationCode=BUE')).json();
    const airports = bue.locations.filter((l: { locationType: string }) => l.locationType === 'AIRPORT');
    expect(airports.map((l: { locationCodeAux: string }) => l.locationCodeAux)).toEqual(['EZE', 'AEP']);
    expect((await ds().call('GET', '/static-data/v2/transfer-locations?destinationCode=XXX')).json()).toEqual(
      {
        locations: [],
      },
    );
  });
});
