import { describe, expect, it } from 'vitest';
import {
  addDays,
  isDiscountedRoom,
  MESSAGES,
  ZFindAllTicketsResponse,
  ZMultiHotelDispoResponse,
  type TMultiHotelDispoResponse,
} from '@portal/domain';
import { testConfig } from '../../config';
import { useTestApp, type Headers } from '../../test/app';
import { stay } from '../hotels/test-kit';

// spec §7 hotel distribution (/api/hotels): Walt Disney World and Disneyland hotels (issue 12).
const t = useTestApp();

const dispoBody = (over: Record<string, unknown> = {}) => ({
  destino: 'disney',
  stayRange: stay(30, 4),
  roomCriteria: { adultCount: 2, childCount: 1, roomCount: 1, childAges: [6] },
  idUWS: 1002,
  idUsuarioReservo: 1,
  isAgenteAS: false,
  ...over,
});
const dispo = (body: Record<string, unknown>, headers: Headers = t.vendedor) =>
  t.app.inject({ method: 'POST', url: '/api/hotels/multihoteldispo/', headers, payload: body });
const search = async (over: Record<string, unknown> = {}) => {
  const res = await dispo(dispoBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TMultiHotelDispoResponse;
};

describe('POST /api/hotels/multihoteldispo/', () => {
  it('answers Walt Disney World resorts with their rooms, priced with tax and the administrative fee', async () => {
    const a = await search();
    expect(ZMultiHotelDispoResponse.safeParse(a).error).toBeUndefined();
    const names = a.hoteles.map((h) => h.name);
    expect(names.some((n) => /Contemporary/.test(n))).toBe(true);
    expect(names.some((n) => /Pop Century/.test(n))).toBe(true);
    const room = a.hoteles[0]!.habitaciones[0]!;
    expect(room).toMatchObject({ provider: 'Disney', hotelId: a.hoteles[0]!.id, tarifa: { moneda: 'USD' } });
    const { venta, iva, gastoAdministrativo, total } = room.tarifa as Record<
      'venta' | 'iva' | 'gastoAdministrativo' | 'total',
      number
    >;
    expect(gastoAdministrativo).toBe(35);
    expect(total).toBeCloseTo(venta + iva + 35, 2);
    expect(a.hoteles[0]!.summary).toMatchObject({ name: room.name });
  });

  it('filters by category and answers Disneyland on its own', async () => {
    const lujo = await search({ categoria: 'LUJO' });
    expect(lujo.hoteles.length).toBeGreaterThan(0);
    expect(lujo.hoteles.every((h) => !/All-Star|Pop Century/.test(h.name))).toBe(true);
    const camping = await search({ categoria: 'CAMPING' });
    expect(camping.hoteles.map((h) => h.name).join()).toMatch(/Fort Wilderness/);
    const dlr = await search({ destino: 'disneyland' });
    expect(dlr.hoteles.map((h) => h.name).join()).toMatch(/Grand Californian/);
    expect(dlr.hoteles.map((h) => h.name).join()).not.toMatch(/Contemporary/);
  });

  it('offers package rates that require a ticket, dining-plan rates and discounted rooms', async () => {
    const rooms = (await search()).hoteles.flatMap((h) => h.habitaciones);
    expect(rooms.some((r) => r.requiredTicket)).toBe(true);
    expect(rooms.some((r) => !r.requiredTicket)).toBe(true);
    expect(rooms.some((r) => /Quick Service/.test(r.rateName))).toBe(true);
    expect(rooms.some((r) => /Disney Dining Plan/.test(r.rateName))).toBe(true);
    expect(rooms.some((r) => isDiscountedRoom(r.codigos))).toBe(true);
  });

  it('prices the stay: more nights cost more', async () => {
    const price = (a: TMultiHotelDispoResponse) => Number(a.hoteles[0]!.habitaciones[0]!.tarifa.venta);
    const short = await search({ categoria: 'ECONOMICO', stayRange: stay(60, 2) });
    const long = await search({ categoria: 'ECONOMICO', stayRange: stay(60, 6) });
    expect(price(long)).toBeGreaterThan(price(short) * 2);
  });

  it.each([
    ['a vendedor less than 9 days ahead', { stayRange: stay(3) }, MESSAGES.leadTimeNonAS],
    [
      'a ticket entry date outside the stay',
      { ticketEntryDate: addDays(stay(30, 4).checkout, 1) },
      MESSAGES.ticketEntryOutsideStay,
    ],
    ['an unknown category', { categoria: 'PALACIO' }, undefined],
    [
      'a minor aged 18',
      { roomCriteria: { adultCount: 2, childCount: 1, roomCount: 1, childAges: [18] } },
      MESSAGES.minorAgeRange,
    ],
  ])('refuses %s with 400 in Spanish', async (_, over, message) => {
    const res = await dispo(dispoBody(over));
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json().message).toContain(message);
  });

  it('lets an AS agent search from today', async () => {
    const res = await dispo(dispoBody({ stayRange: stay(1), isAgenteAS: true }), t.agente);
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('GET /api/hotels/findAllTickets and POST /api/hotels/disponibilidad-ticket/', () => {
  it('lists the 2 to 9-day tickets and the 10-day Z group of a package rate, and checks one', async () => {
    const { hoteles } = await search();
    const hotel = hoteles.find((h) => h.habitaciones.some((r) => r.requiredTicket))!;
    const room = hotel.habitaciones.find((r) => r.requiredTicket)!;
    const fecha = stay(30, 4).checkin;
    const res = await t.app.inject({
      url: '/api/hotels/findAllTickets',
      query: { rateId: room.rateId, roomId: String(room.id), fecha },
      headers: t.vendedor,
    });
    expect(res.statusCode, res.body).toBe(200);
    const tickets = ZFindAllTicketsResponse.parse(res.json());
    expect(tickets.map((x) => x.durationDays)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(tickets.at(-1)!.code).toMatch(/^Z/);
    expect(tickets[3]!.amountAfterTax).toBeGreaterThan(tickets[0]!.amountAfterTax);

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/hotels/disponibilidad-ticket/',
      headers: t.vendedor,
      payload: {
        date: fecha,
        hotelId: hotel.id,
        quantityAdults: 2,
        ticket: tickets[2]!.code,
        quantityChilds: 1,
      },
    });
    expect(check.statusCode, check.body).toBe(200);
    expect(typeof check.json().available).toBe('boolean');
  });

  it('answers no ticket for a rate that requires none', async () => {
    const { hoteles } = await search();
    const room = hoteles.flatMap((h) => h.habitaciones).find((r) => !r.requiredTicket)!;
    const res = await t.app.inject({
      url: '/api/hotels/findAllTickets',
      query: { rateId: room.rateId, roomId: String(room.id), fecha: stay(30).checkin },
      headers: t.vendedor,
    });
    expect([res.statusCode, res.json()]).toEqual([200, []]);
  });
});

describe('POST /api/hotels/multihoteldispo/ when Disney fails or is slow', () => {
  const base = testConfig().suppliers;
  const faulty = useTestApp(
    { suppliers: { ...base, DISNEYHOTELS: { ...base.DISNEYHOTELS, timeoutMs: 400 } } },
    { DISNEYHOTELS: { failRate: 1 } },
  );
  const slow = useTestApp(
    { suppliers: { ...base, DISNEYHOTELS: { ...base.DISNEYHOTELS, timeoutMs: 400 } } },
    { DISNEYHOTELS: { latencyMs: 3000 } },
  );

  it.each([
    ['fails', () => faulty, 'unavailable'],
    ['does not answer in time', () => slow, 'timeout'],
  ])('answers 502 with the spec §8 text when the supplier %s', async (_, handle, fault) => {
    const h = handle();
    const started = performance.now();
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/hotels/multihoteldispo/',
      headers: h.vendedor,
      payload: dispoBody(),
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: MESSAGES.hotelsSearchError,
      errors: { supplier: 'DISNEYHOTELS', fault },
    });
    expect(performance.now() - started).toBeLessThan(2500);
  });
});
