import { ZCarLocation, ZCarRate, ZCarSearchResponse, ZCarTermsResponse, ZVehicle } from '@portal/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { SupplierError } from '../core';
import { createSupplierHttp } from '../http';
import { createCarSuppliers, type CarRentalQuery } from '.';

// The adapter against the run's simulator (src/test/global-setup.ts): the brands' spelling
// read into the spec §3 shapes, validated by the domain's own schemas. No app nor database:
// the adapter needs only the supplier HTTP.
const http = createSupplierHttp(testConfig().suppliers);
afterAll(() => http.close());
const { AVIS, BUDGET } = createCarSuppliers(http);

const orlando: CarRentalQuery = {
  pickup: 'MCO',
  dropoff: 'MCOC01',
  pickupDate: '2027-05-10',
  pickupTime: '10:00',
  returnDate: '2027-05-14',
  returnTime: '10:00',
  driverAge: 35,
  residence: 'AR',
};
const reference = `contract-${Date.now().toString(36)}`;

describe('car suppliers over HTTP', () => {
  it('finds offices and one by code, in the domain shape', async () => {
    const found = await BUDGET.locations('cancún');
    expect(found.map((l) => l.codigoLocalizacion)).toEqual(expect.arrayContaining(['CUN', 'CUNC01']));
    for (const l of found) ZCarLocation.parse(l);
    const town = await AVIS.location('BUEC01');
    expect(town).toMatchObject({ codigoPais: 'AR', esAeropuerto: false, brand: 'AVIS' });
    expect(town?.horariosDisponibles[0]).toBe('Cerrado'); // closed on Sundays
    expect(await BUDGET.location('BUEC01')).toBeUndefined();
  });

  it('searches cars with their rates, fees and equipment', async () => {
    const cars = ZCarSearchResponse.parse(await AVIS.search(orlando));
    expect(cars.length).toBeGreaterThan(3);
    const rate = cars[0]!.tarifas[0]!;
    expect(rate.vehicleCharges.map((c) => c.purpose)).toEqual(
      expect.arrayContaining(['ONE_WAY', 'AIRPORT', 'TAX']),
    );
    expect(rate.rentalDays).toBe(4);
    expect(cars[0]!.imgUrl).toMatch(/^\/media\/cars\/[a-z]{4}\.svg$/);
    expect(cars[0]!.specialEquipment.map((e) => e.equipmentGDSCode)).toContain('CSI');
  });

  it('re-prices one rate as the search priced it; undefined when not sold', async () => {
    const [car] = await AVIS.search(orlando);
    const shown = car!.tarifas[1]!;
    const key = { ...orlando, codigoCategoria: car!.codigoCategoria, codigoTarifa: shown.codigoTarifa };
    const priced = await AVIS.rate(key);
    ZVehicle.parse(priced?.vehicle);
    expect(ZCarRate.parse(priced?.rate)).toEqual(shown);
    expect(await AVIS.rate({ ...key, codigoTarifa: 'NOPE' })).toBeUndefined();
  });

  it('reads the terms and the minimum age', async () => {
    const us = await AVIS.terms('US');
    ZCarTermsResponse.parse({ brand: 'AVIS', countryCode: 'US', terms: us.terms, edadMinima: us.minimumAge });
    expect(us.minimumAge).toBe(21);
    expect(us.terms).toContain('tarjeta de crédito');
    expect((await BUDGET.terms('MX')).minimumAge).toBe(18);
  });

  it('books by our reference once, tells its state and cancels it', async () => {
    const q = { ...orlando, pickup: 'CUN', dropoff: 'CUN' };
    const req = {
      ...q,
      codigoCategoria: 'CCAR',
      codigoTarifa: 'CDW',
      reference,
      equipment: [{ code: 'CSI', quantity: 1 }],
      driver: { nombres: 'Ana', apellidos: 'Pérez', nacimiento: '1990-01-01' },
    };
    const priced = await BUDGET.rate(req);
    const booked = await BUDGET.book(req);
    const seat = priced!.vehicle.specialEquipment.find((e) => e.equipmentGDSCode === 'CSI')!;
    expect(booked.total).toBeCloseTo(priced!.rate.tarifa + seat.monto * 4, 2);
    expect(await BUDGET.book(req)).toEqual(booked);
    await expect(BUDGET.book({ ...req, codigoCategoria: 'ICAR' })).rejects.toBeInstanceOf(SupplierError);
    expect(await BUDGET.bookingState(reference)).toMatchObject({
      state: 'confirmed',
      code: booked.confirmId,
    });
    await BUDGET.cancel(booked.confirmId);
    expect(await BUDGET.bookingState(reference)).toMatchObject({ state: 'cancelled' });
    expect(await AVIS.bookingState(reference)).toEqual({ state: 'none' });
  });

  it('refuses a booking at an office closed at that time', async () => {
    const sunday = {
      ...orlando,
      pickup: 'BUEC01',
      dropoff: 'EZE',
      pickupDate: '2027-05-09',
      residence: 'AR',
    };
    const req = {
      ...sunday,
      codigoCategoria: 'ECMR',
      codigoTarifa: 'BAS',
      reference: `${reference}-closed`,
      equipment: [],
      driver: { nombres: 'Ana', apellidos: 'Pérez', nacimiento: '1990-01-01' },
    };
    await expect(AVIS.book(req)).rejects.toThrow(/cerrada/);
  });
});
