import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import type { SandboxSupplier } from './config';
import { testSandboxConfig } from './test-clock';
import { CATALOGUE } from './hotels/catalogue';
import { carries } from './hotels/offers';
import { decodeRateKey, encodeRateKey } from '@portal/domain/supplier-wire/hotel-token';

// The simulator as the adapters see it: HTTP calls with each supplier's key.
let app: FastifyInstance;
const random = { next: 0.5 };
beforeAll(async () => {
  const config = testSandboxConfig({
    DISNEY: { failRate: 0.4 },
    PRESTIGE: { bookFailRate: 0.4, lostAnswerRate: 0.6 },
  });
  app = await buildSandbox({ ...config, random: () => random.next });
});
afterAll(() => app.close());

const KEYS: Record<string, SandboxSupplier> = {
  wdw: 'DISNEY',
  universal: 'UNIVERSAL',
  prestige: 'PRESTIGE',
};
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, key?: string) =>
  app.inject({
    method,
    url,
    payload,
    headers: { 'x-api-key': key ?? `sandbox-${KEYS[url.split('/')[1]!]!.toLowerCase()}` },
  });

describe('every supplier', () => {
  it('wants its own key', async () => {
    expect(
      (await call('GET', '/wdw/products?date=2027-09-15', undefined, 'sandbox-omnibees')).statusCode,
    ).toBe(401);
    expect((await call('GET', '/wdw/products?date=2027-09-15')).statusCode).toBe(200);
  });

  it('fails at its failure rate', async () => {
    random.next = 0.3; // under Disney's 0.4
    expect((await call('GET', '/wdw/products?date=2027-09-15')).statusCode).toBe(503);
    random.next = 0.5;
    expect((await call('GET', '/wdw/products?date=2027-09-15')).statusCode).toBe(200);
  });

  it('has Omnibees and HBSI speak OTA at /ota only (hotels/ota)', async () => {
    const json = {
      hotelIds: [CATALOGUE.hotels[0]!.id],
      checkin: '2027-05-10',
      checkout: '2027-05-12',
      rooms: [],
    };
    expect((await call('POST', '/hbsi/availability', json, 'sandbox-hbsi')).statusCode).toBe(404);
    const ota = await app.inject({
      method: 'POST',
      url: '/omnibees/ota',
      payload: '<OTA_ReadRQ/>',
      headers: { 'content-type': 'text/xml' },
    });
    expect([ota.statusCode, ota.body]).toEqual([200, expect.stringContaining('Code="497"')]);
  });
});

describe('a ticket supplier', () => {
  it('lists the events of a findEvents product with their places (README: 10, 11, 22, 15 on 2027-09-15)', async () => {
    const res = await call('GET', '/universal/products/UOR-EXP-1D/events?date=2027-09-15');
    expect(res.json().events.map((e: { available: number }) => e.available)).toEqual([10, 11, 22, 15]);
    expect((await call('GET', '/universal/products/UOR-1P-1D/events?date=2027-09-15')).statusCode).toBe(404);
  });

  it('prices a product on a date in dollars, and says when it is not sold', async () => {
    const res = await call('GET', '/wdw/products/WDW-BASE-4D/quote?date=2027-09-15');
    expect(res.json().quote).toMatchObject({ adult: 409, child: 393, soldOut: false });
    expect((await call('GET', '/wdw/products/NOPE/quote?date=2027-09-15')).statusCode).toBe(404);
  });

  it('refuses a sold-out date, pre-books once per reference and tells its state', async () => {
    const req = { reference: 'r-1', code: 'UOR-1P-1D', adults: 2, children: 0, passengers: [], total: 318 };
    expect((await call('POST', '/universal/prebookings', { ...req, date: '2027-12-31' })).statusCode).toBe(
      409,
    );
    const a = await call('POST', '/universal/prebookings', { ...req, date: '2027-09-15' });
    expect(a.json()).toMatchObject({ status: 'pre_booked', quantity: 2, total: 318, currency: 'USD' });
    expect(a.json().supplierRef).toMatch(/^UOR-[0-9A-Z]{7}$/);
    const again = await call('POST', '/universal/prebookings', { ...req, date: '2027-09-15' });
    expect(again.json()).toEqual(a.json());
    const reused = await call('POST', '/universal/prebookings', { ...req, date: '2027-09-16' });
    expect([reused.statusCode, reused.json().error]).toEqual([409, 'reference_conflict']);
    const other = await call('POST', '/universal/prebookings', {
      ...req,
      reference: 'r-2',
      date: '2027-09-15',
    });
    expect(other.json().supplierRef).not.toBe(a.json().supplierRef);
    expect((await call('GET', '/universal/prebookings/r-1')).json()).toMatchObject({
      state: 'pre_booked',
      code: a.json().supplierRef,
    });
    expect((await call('GET', '/universal/prebookings/r-9')).statusCode).toBe(404);
  });
});

describe('a hotel supplier in JSON (Prestige)', () => {
  const hotel = CATALOGUE.hotels.find((h) => carries('PRESTIGE', h) && h.idCiudad === 'C-ORL')!;
  const search = () =>
    call('POST', '/prestige/availability', {
      hotelIds: [hotel.id],
      checkin: '2027-05-10',
      checkout: '2027-05-12',
      rooms: [{ adults: 2, childAges: [], roomCount: 1 }],
    });

  it('answers rooms in its spelling with the contracted rooms per night and a token', async () => {
    random.next = 0.9;
    const [h] = (await search()).json().hoteles;
    expect(h).toMatchObject({ hotelName: hotel.hotelName, hotelID: hotel.id, award: hotel.stars });
    const room = h.habitaciones[0];
    expect(room.tarifa.venta).toMatch(/^\d+\.\d\d$/);
    expect(room.politicaCancelacion.penaltyDescription).toHaveProperty('text');
    expect(room.cupos).toHaveLength(2);
    const check = await call('POST', '/prestige/rates/check', { token: room.informacionRsrv });
    expect(check.json().tarifa).toMatchObject({
      tarifa: room.tarifa,
      idCiudad: 'C-ORL',
      checkin: '2027-05-10',
    });
    const other = decodeRateKey(room.informacionRsrv)!;
    const foreign = encodeRateKey({ ...other, supplier: 'HBSI' });
    expect((await call('POST', '/prestige/rates/check', { token: foreign })).statusCode).toBe(404);
  });

  it('books once per reference, even when the answer is lost, and cancels by code', async () => {
    random.next = 0.9;
    const token = (await search()).json().hoteles[0].habitaciones[0].informacionRsrv;
    random.next = 0.3; // under the booking failure rate: refused, nothing booked
    expect((await call('POST', '/prestige/bookings', { reference: 'h-1', token })).statusCode).toBe(503);
    expect((await call('GET', '/prestige/bookings/h-1')).statusCode).toBe(404);
    random.next = 0.5; // over it, under the lost-answer rate: booked, but the caller hears 503
    expect((await call('POST', '/prestige/bookings', { reference: 'h-1', token })).statusCode).toBe(503);
    const state = (await call('GET', '/prestige/bookings/h-1')).json();
    expect(state).toMatchObject({ state: 'confirmed', code: expect.stringMatching(/^PRS/) });
    random.next = 0.9;
    const again = await call('POST', '/prestige/bookings', { reference: 'h-1', token });
    expect(again.json()).toMatchObject({ codigoReserva: state.code, estado: 'CONFIRMADA' });
    const cancelled = await call('DELETE', `/prestige/bookings/by-code/${state.code}`);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect((await call('DELETE', '/prestige/bookings/by-code/PRS-NOPE')).statusCode).toBe(404);
  });
});
