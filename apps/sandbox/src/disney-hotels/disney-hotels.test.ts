import type { FastifyInstance } from 'fastify';
import { isDiscountedRoom } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';
import { decodeReserveCode, encodeReserveCode } from './reserve-code';
import { ticketAvailable } from './tickets';

// Disney's own hotel distribution as the API's adapter sees it.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ ...testSandboxConfig(), random: () => 0.5 });
});
afterAll(() => app.close());

type Rate = {
  room: number;
  roomId: string;
  rateId: string;
  rateName: string;
  requiredTicket: boolean;
  codes: string[];
  promotion: string | null;
  reserveCode: string;
  price: { amountBeforeTax: number; tax: number; amountAfterTax: number };
  allotment: number[];
};
type Hotel = { hotelId: string; name: string; category: string; image: string; rooms: Rate[] };

const headers = { 'x-api-key': 'sandbox-disneyhotels' };
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/disney-hotels${url}`, payload, headers });
const search = async (over: object = {}) => {
  const res = await post('/availability', {
    resort: 'WDW',
    checkin: '2027-05-10',
    checkout: '2027-05-14',
    rooms: [{ adults: 2, childAges: [6] }],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().hotels as Hotel[];
};
const rateOf = (hotels: Hotel[], hotelId: string, rateId: string) =>
  hotels.find((h) => h.hotelId === hotelId)!.rooms.find((r) => r.rateId === rateId)!;

describe('Disney hotels: availability', () => {
  it('answers the Walt Disney World resorts by category, with their rate plans and a stock per night', async () => {
    const all = await search();
    expect(all.map((h) => h.name)).toContain("Disney's Pop Century Resort");
    expect(all.every((h) => h.hotelId.startsWith('WDW-'))).toBe(true);
    const rates = all.flatMap((h) => h.rooms);
    expect(rates.some((r) => r.rateName.includes('Quick Service'))).toBe(true);
    expect(rates.some((r) => r.rateName.includes('Disney Dining Plan'))).toBe(true);
    expect(rates.some((r) => r.requiredTicket)).toBe(true);
    expect(rates.some((r) => isDiscountedRoom(r.codes) && r.promotion !== null)).toBe(true);
    expect(rates.every((r) => r.allotment.length === 4)).toBe(true);
    const r = rates[0]!;
    expect(r.price.amountAfterTax).toBeCloseTo(r.price.amountBeforeTax * 1.125, 1);

    const camping = await search({ categoria: 'CAMPING' });
    expect(camping.map((h) => h.category)).toEqual(['CAMPING']);
    const dlr = await search({ resort: 'DLR' });
    expect(dlr.map((h) => h.name)).toContain("Disney's Grand Californian Hotel & Spa");
    expect(dlr.flatMap((h) => h.rooms).some((x) => x.requiredTicket)).toBe(false);
  });

  it('offers 6 people only rooms that hold them, and a rate for every searched room', async () => {
    const six = await search({ rooms: [{ adults: 4, childAges: [5, 9] }] });
    expect(six.length).toBeGreaterThan(0);
    expect(six.flatMap((h) => h.rooms).every((r) => ['FST', '1BR', 'CMP', 'CAB'].includes(r.roomId))).toBe(
      true,
    );
    const two = await search({
      rooms: [
        { adults: 2, childAges: [] },
        { adults: 1, childAges: [3] },
      ],
    });
    expect(two.every((h) => [0, 1].every((i) => h.rooms.some((r) => r.room === i)))).toBe(true);
  });

  it('prices by season: the same stay is dearer at Christmas than in late January', async () => {
    const rate = 'WDW-POP:STD:RO';
    const jan = rateOf(await search({ checkin: '2027-01-25', checkout: '2027-01-28' }), 'WDW-POP', rate);
    const xmas = rateOf(await search({ checkin: '2027-12-24', checkout: '2027-12-27' }), 'WDW-POP', rate);
    expect(xmas.price.amountBeforeTax).toBeGreaterThan(jan.price.amountBeforeTax * 1.5);
  });

  it('refuses a stay that ends before it starts or lasts more than 30 nights', async () => {
    expect(
      (
        await post('/availability', {
          resort: 'WDW',
          checkin: '2027-05-10',
          checkout: '2027-05-10',
          rooms: [{ adults: 2, childAges: [] }],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/availability', {
          resort: 'WDW',
          checkin: '2027-05-01',
          checkout: '2027-06-05',
          rooms: [{ adults: 2, childAges: [] }],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('Disney hotels: rates, tickets and bookings', () => {
  it('re-prices a rate from its reserveCode and refuses a forged one', async () => {
    const rate = (await search())[0]!.rooms[0]!;
    const res = await post('/rates/check', { reserveCode: rate.reserveCode });
    expect(res.json().rate).toMatchObject({
      rateId: rate.rateId,
      price: rate.price,
      adults: 2,
      childAges: [6],
    });
    const key = decodeReserveCode(rate.reserveCode)!;
    expect(
      (await post('/rates/check', { reserveCode: encodeReserveCode({ ...key, roomCode: 'XXX' }) }))
        .statusCode,
    ).toBe(404);
    expect((await post('/rates/check', { reserveCode: 'dh1.bm90LWpzb24' })).statusCode).toBe(404);
  });

  it('lists 9 tickets of a package rate, the 10-day one in the Z group, and none for other rates', async () => {
    const hotels = await search();
    const pkg = hotels.flatMap((h) => h.rooms).find((r) => r.requiredTicket)!;
    const res = await app.inject({
      url: `/disney-hotels/tickets?rateId=${pkg.rateId}&roomId=${pkg.roomId}&fecha=2027-05-11`,
      headers,
    });
    const tickets = res.json().tickets as { durationDays: number; code: string; amountAfterTax: number }[];
    expect(tickets.map((t) => t.durationDays)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(tickets.at(-1)!.code).toMatch(/^Z/);
    const plain = hotels.flatMap((h) => h.rooms).find((r) => !r.requiredTicket)!;
    expect(
      (
        await app.inject({
          url: `/disney-hotels/tickets?rateId=${plain.rateId}&roomId=${plain.roomId}&fecha=2027-05-11`,
          headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('books once per reference and refuses a ticket sold out on its date', async () => {
    const rate = (await search()).flatMap((h) => h.rooms).find((r) => r.requiredTicket)!;
    const soldOutDate = Array.from(
      { length: 60 },
      (_, i) => `2027-05-${String((i % 28) + 1).padStart(2, '0')}`,
    )
      .concat(Array.from({ length: 28 }, (_, i) => `2027-06-${String(i + 1).padStart(2, '0')}`))
      .find((d) => !ticketAvailable('WDW-4D-A', d))!;
    const ticket = (date: string) => ({
      code: 'WDW-4D-A',
      codeChild: 'WDW-4D-C',
      date,
      adults: 2,
      childs: 1,
    });
    const passengers = [{ nombres: 'Lucía', apellidos: 'Fernández' }];
    const refused = await post('/bookings', {
      reference: 'T-dh-2',
      reserveCode: rate.reserveCode,
      ticket: ticket(soldOutDate),
      passengers,
    });
    expect([refused.statusCode, refused.json().error]).toEqual([409, 'ticket_sold_out']);
    const okDate = ['2027-05-11', '2027-05-12', '2027-05-13'].find((d) => ticketAvailable('WDW-4D-A', d))!;
    const body = { reference: 'T-dh-1', reserveCode: rate.reserveCode, ticket: ticket(okDate), passengers };
    const first = await post('/bookings', body);
    expect(first.json()).toMatchObject({
      supplierResId: expect.stringMatching(/^WDW-[A-Z0-9]{6}$/),
      status: 'confirmed',
    });
    expect((await post('/bookings', body)).json()).toEqual(first.json());
    expect((await post('/bookings', { ...body, ticket: null })).statusCode).toBe(409);
    const state = await app.inject({ url: '/disney-hotels/bookings/T-dh-1', headers });
    expect(state.json()).toMatchObject({ state: 'confirmed', code: first.json().supplierResId });
    const check = await post('/tickets/availability', {
      date: soldOutDate,
      hotelId: 'WDW-POP',
      ticket: 'WDW-4D-A',
      adults: 2,
      childs: 1,
    });
    expect(check.json()).toEqual({ available: false });
  });
});
