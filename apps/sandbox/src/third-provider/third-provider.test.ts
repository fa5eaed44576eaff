import type { FastifyInstance } from 'fastify';
import { THIRD_PROVIDER_DESTINATIONS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../app';
import { testSandboxConfig } from '../test-clock';
import { cityHotels, hotelByCode, roomTypeOf } from './catalogue';
import { decodeRateKey, encodeRateKey } from './rate-key';
import { stockOf } from './rates';

// The third wholesale provider (a bedbank) as the API's adapter sees it.
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildSandbox({ ...testSandboxConfig(), random: () => 0.5 });
});
afterAll(() => app.close());

type Rate = {
  RoomTypeCode: string;
  RoomTypeName: string;
  MaxOccupancy: number;
  BoardName: string;
  Net: number;
  Tax: number;
  Gross: number;
  Refundable: boolean;
  CancellationDeadline: string | null;
  RateKey: string;
  Allotment: { Date: string; Rooms: number }[];
};
type Hotel = {
  HotelCode: string;
  HotelName: string;
  Category: number;
  Address: string;
  ImageUrl: string;
  Rooms: Rate[];
};

const headers = { 'x-api-key': 'sandbox-thirdprovider' };
const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/third-provider${url}`, payload, headers });
const search = async (
  over: Record<string, unknown> = {},
  occupancy = { Adults: 2, ChildAges: [] as number[] },
) => {
  const res = await post('/availability', {
    CityCode: 'MIA',
    CheckIn: '2027-05-10',
    CheckOut: '2027-05-14',
    Occupancy: occupancy,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().Hotels as Hotel[];
};
const BOARDS = ['Solo alojamiento', 'Desayuno incluido', 'Media pensión', 'Todo incluido'];

describe('third provider: availability', () => {
  it('has 3 to 6 hotels of 1 to 5 stars in every city the portal suggests', () => {
    for (const d of THIRD_PROVIDER_DESTINATIONS) {
      const hotels = cityHotels(d.iata);
      expect(hotels.length, d.iata).toBeGreaterThanOrEqual(3);
      expect(hotels.length, d.iata).toBeLessThanOrEqual(6);
    }
    const stars = new Set(THIRD_PROVIDER_DESTINATIONS.flatMap((d) => cityHotels(d.iata).map((h) => h.stars)));
    expect([...stars].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers a city’s hotels in its own spelling, priced in USD with the country’s tax', async () => {
    const hotels = await search();
    expect(hotels.map((h) => h.HotelName)).toContain('Fontainebleau Miami Beach');
    const rates = hotels.flatMap((h) => h.Rooms);
    expect(rates.every((r) => BOARDS.includes(r.BoardName))).toBe(true);
    expect(rates.every((r) => r.Allotment.length === 4 && r.Allotment.every((a) => a.Rooms > 0))).toBe(true);
    expect(hotels.every((h) => /^\/media\/hotels\/[a-z]+-\d\.svg$/.test(h.ImageUrl))).toBe(true);
    for (const r of rates) {
      expect(r.Gross).toBeCloseTo(r.Net + r.Tax, 2);
      expect(r.Tax).toBeCloseTo(r.Net * 0.13, 1);
    }
    expect(rates.some((r) => !r.Refundable && r.CancellationDeadline === null)).toBe(true);
    expect(rates.some((r) => r.Refundable && r.CancellationDeadline === '2027-05-03')).toBe(true);
  });

  it('filters by category, answers all-inclusive resorts in Cancún and nothing for a city it does not sell', async () => {
    expect((await search({ Category: 5 })).every((h) => h.Category === 5)).toBe(true);
    const cancun = await search({ CityCode: 'CUN' });
    expect(cancun.flatMap((h) => h.Rooms).some((r) => r.BoardName === 'Todo incluido')).toBe(true);
    expect(await search({ CityCode: 'XXX' })).toEqual([]);
  });

  it('offers 5 people only family rooms, and a single room to one adult', async () => {
    const five = await search({}, { Adults: 4, ChildAges: [7] });
    expect(five.flatMap((h) => h.Rooms).every((r) => r.RoomTypeCode === 'FAM')).toBe(true);
    const one = await search({}, { Adults: 1, ChildAges: [] });
    expect(one.flatMap((h) => h.Rooms).some((r) => r.RoomTypeCode === 'SGL')).toBe(true);
    const two = await search();
    expect(two.flatMap((h) => h.Rooms).some((r) => r.RoomTypeCode === 'SGL')).toBe(false);
  });

  it('prices by season: the same rate is dearer at Christmas than in May', async () => {
    const rates = async (CheckIn: string, CheckOut: string) => {
      const hotel = (await search({ CheckIn, CheckOut })).find((h) => h.HotelCode === 'MIA01')!;
      return new Map(hotel.Rooms.map((r) => [`${r.RoomTypeCode}|${r.BoardName}|${r.Refundable}`, r.Net]));
    };
    const may = await rates('2027-05-11', '2027-05-14');
    const xmas = await rates('2027-12-24', '2027-12-27');
    const same = [...may.keys()].filter((k) => xmas.has(k));
    expect(same.length).toBeGreaterThan(0);
    for (const k of same) expect(xmas.get(k)!).toBeGreaterThan(may.get(k)! * 1.3);
  });

  it('leaves out a room type on a night it has no stock', async () => {
    const hotel = hotelByCode('MIA02')!;
    const room = roomTypeOf('DBL')!;
    const night = Array.from({ length: 365 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    ).find((n) => stockOf(hotel, room, n) === 0)!;
    const next = new Date(Date.parse(night) + 86_400_000).toISOString().slice(0, 10);
    const hotels = await search({ CheckIn: night, CheckOut: next });
    const rates = hotels.find((h) => h.HotelCode === 'MIA02')?.Rooms ?? [];
    expect(rates.some((r) => r.RoomTypeCode === 'DBL')).toBe(false);
    const key = { hotelCode: 'MIA02', roomCode: 'DBL', board: 'RO' as const, nonRefundable: false };
    const check = await post('/rates/check', {
      RateKey: encodeRateKey({ ...key, checkin: night, checkout: next, adults: 2, childAges: [] }),
    });
    expect(check.statusCode).toBe(404);
  });

  it('refuses a stay that ends before it starts or lasts more than 30 nights', async () => {
    const bad = (CheckIn: string, CheckOut: string) =>
      post('/availability', { CityCode: 'MIA', CheckIn, CheckOut, Occupancy: { Adults: 2 } });
    expect((await bad('2027-05-10', '2027-05-10')).statusCode).toBe(400);
    expect((await bad('2027-05-01', '2027-06-05')).statusCode).toBe(400);
  });
});

describe('third provider: rates and bookings', () => {
  it('re-prices a rate from its RateKey and refuses a forged one', async () => {
    const rate = (await search({}, { Adults: 2, ChildAges: [5] }))[0]!.Rooms[0]!;
    const res = await post('/rates/check', { RateKey: rate.RateKey });
    expect(res.json().Rate).toMatchObject({
      Net: rate.Net,
      Tax: rate.Tax,
      Adults: 2,
      ChildAges: [5],
      CheckIn: '2027-05-10',
    });
    const key = decodeRateKey(rate.RateKey)!;
    expect(
      (await post('/rates/check', { RateKey: encodeRateKey({ ...key, roomCode: 'XXX' }) })).statusCode,
    ).toBe(404);
    expect((await post('/rates/check', { RateKey: 'tp1.bm90LWpzb24' })).statusCode).toBe(404);
  });

  it('books once per reference, refuses the reference for another rate, tells the state and cancels by code', async () => {
    const [a, b] = (await search())[0]!.Rooms;
    const guests = [
      { FirstName: 'Lucía', LastName: 'Fernández', Type: 'ADT' },
      { FirstName: 'Martín', LastName: 'Fernández', Type: 'ADT' },
    ];
    const body = { ClientReference: 'T-tp-1', RateKey: a!.RateKey, Holder: guests[0], Guests: guests };
    const first = await post('/bookings', body);
    expect(first.json()).toMatchObject({
      BookingCode: expect.stringMatching(/^TPX-[A-Z0-9]{7}$/),
      Status: 'CONFIRMED',
      Net: a!.Net,
    });
    expect((await post('/bookings', body)).json()).toEqual(first.json());
    expect((await post('/bookings', { ...body, RateKey: b!.RateKey })).statusCode).toBe(409);
    expect(
      (await post('/bookings', { ...body, ClientReference: 'T-tp-2', Guests: guests.slice(0, 1) }))
        .statusCode,
    ).toBe(409);

    const state = await app.inject({ url: '/third-provider/bookings/T-tp-1', headers });
    expect(state.json()).toMatchObject({ state: 'confirmed', code: first.json().BookingCode });
    expect((await app.inject({ url: '/third-provider/bookings/T-tp-9', headers })).statusCode).toBe(404);
    const code = first.json().BookingCode as string;
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/third-provider/bookings/by-code/${code}`,
      headers,
    });
    expect(cancel.json()).toMatchObject({ state: 'cancelled' });
  });
});
