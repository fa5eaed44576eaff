import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from './app';
import type { SandboxSupplier } from './config';
import { testSandboxConfig } from './test-clock';
import { CATALOGUE } from './hotels/catalogue';

// The simulator as the adapters see it: HTTP calls with each supplier's key.
let app: FastifyInstance;
const random = { next: 0.5 };
beforeAll(async () => {
  const config = testSandboxConfig({
    PRESTIGE: { failRate: 0.4 },
    HBSI: { bookFailRate: 0.4, lostAnswerRate: 0.6 },
  });
  app = await buildSandbox({ ...config, random: () => random.next });
});
afterAll(() => app.close());

const KEYS: Record<string, SandboxSupplier> = {
  wdw: 'DISNEY',
  universal: 'UNIVERSAL',
  omnibees: 'OMNIBEES',
  prestige: 'PRESTIGE',
  hbsi: 'HBSI',
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
    random.next = 0.3; // under Prestige's 0.4
    const body = {
      hotelIds: [CATALOGUE.hotels[0]!.id],
      checkin: '2027-05-10',
      checkout: '2027-05-12',
      rooms: [{ adults: 2, childAges: [], roomCount: 1 }],
    };
    expect((await call('POST', '/prestige/availability', body)).statusCode).toBe(503);
    random.next = 0.5;
    expect((await call('POST', '/prestige/availability', body)).statusCode).toBe(200);
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

describe('a hotel supplier', () => {
  const hotel = CATALOGUE.hotels.find((h) => h.hotelName === "Disney's Contemporary Resort")!;
  const search = () =>
    call('POST', '/hbsi/availability', {
      hotelIds: [hotel.id],
      checkin: '2027-05-10',
      checkout: '2027-05-12',
      rooms: [{ adults: 2, childAges: [], roomCount: 1 }],
    });

  it('answers rooms in its spelling with the contracted rooms per night and a token', async () => {
    random.next = 0.9;
    const [h] = (await search()).json().hoteles;
    expect(h).toMatchObject({ HotelName: hotel.hotelName, hotelID: hotel.id, award: 5 });
    const room = h.habitaciones[0];
    expect(room.tarifa).toHaveProperty('venta');
    expect(room.politicaCancelacion.penaltyDescription[0]).toHaveProperty('text');
    expect(room.cupos).toHaveLength(2);
    const check = await call('POST', '/hbsi/rates/check', { token: room.informacionRsrv });
    expect(check.json().tarifa).toMatchObject({
      tarifa: room.tarifa,
      idCiudad: 'C-ORL',
      checkin: '2027-05-10',
    });
    expect((await call('POST', '/omnibees/rates/check', { token: room.informacionRsrv })).statusCode).toBe(
      404,
    );
  });

  it('books once per reference, even when the answer is lost, and cancels by code', async () => {
    random.next = 0.9;
    const token = (await search()).json().hoteles[0].habitaciones[0].informacionRsrv;
    random.next = 0.3; // under the booking failure rate: refused, nothing booked
    expect((await call('POST', '/hbsi/bookings', { reference: 'h-1', token })).statusCode).toBe(503);
    expect((await call('GET', '/hbsi/bookings/h-1')).statusCode).toBe(404);
    random.next = 0.5; // over it, under the lost-answer rate: booked, but the caller hears 503
    expect((await call('POST', '/hbsi/bookings', { reference: 'h-1', token })).statusCode).toBe(503);
    const state = (await call('GET', '/hbsi/bookings/h-1')).json();
    expect(state).toMatchObject({ state: 'confirmed', code: expect.stringMatching(/^HBSI-/) });
    random.next = 0.9;
    const again = await call('POST', '/hbsi/bookings', { reference: 'h-1', token });
    expect(again.json()).toMatchObject({ codigoReserva: state.code, estado: 'CONFIRMADA' });
    const cancelled = await call('DELETE', `/hbsi/bookings/by-code/${state.code}`);
    expect(cancelled.json()).toMatchObject({ state: 'cancelled' });
    expect((await call('DELETE', '/hbsi/bookings/by-code/HBSI-NOPE')).statusCode).toBe(404);
  });
});
