import { describe, expect, it } from 'vitest';
import { addDays, MESSAGES, saleMaxDate } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { isHhnNight } from '@portal/sandbox/tickets/inventory-universal';
import {
  christmasEve,
  counts,
  eventDate,
  LOW_SEASON_WEEKDAY_USD,
  lowSeasonWeekday,
  openDate,
  ORDER_FEES_USD,
} from './test-fixtures';
import { testToday } from '../../test/clock';

const nextYear = () => Number(testToday().slice(0, 4)) + 1;

const t = useTestApp();
const get = (url: string) => t.app.inject({ url: `/api/tickets${url}`, headers: t.vendedor });
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/tickets${url}`, headers: t.vendedor, payload });

describe('GET /api/tickets/tickets/ticket-by-fecha', () => {
  it('lists the WDW offers of that many days with USD price objects', async () => {
    const fecha = lowSeasonWeekday('disney');
    const res = await get(`/tickets/ticket-by-fecha?fecha=${fecha}&durationDays=4`);
    expect(res.statusCode).toBe(200);
    const offers = res.json();
    expect(offers.map((o: { codeAdult: string }) => o.codeAdult)).toEqual(['WDW-BASE-4D', 'WDW-PH-4D']);
    const price = LOW_SEASON_WEEKDAY_USD['WDW-BASE-4D'];
    expect(offers[0]).toMatchObject({
      codeChild: 'WDW-BASE-4D-C',
      currency: 'USD',
      fechaIn: fecha,
      provider: 'Disney',
      durationDays: 4,
      findEvents: false,
      disponible: true,
      taxAdult: { VENTA: price.adult, IVA: 0, TOTAL: price.adult, moneda: 'USD' },
      taxChild: { TOTAL: price.child },
    });
  });

  it('flags the offers of a sold-out date', async () => {
    const res = await get(`/tickets/ticket-by-fecha?fecha=${christmasEve()}&durationDays=2`);
    expect(res.statusCode).toBe(200);
    expect(res.json().every((o: { disponible: boolean }) => !o.disponible)).toBe(true);
  });

  it.each([
    ['a past date', `fecha=${addDays(testToday(), -1)}&durationDays=3`, MESSAGES.dateBeforeToday],
    ['11 days', `fecha=${addDays(testToday(), 30)}&durationDays=11`, MESSAGES.ticketDaysDisney],
    ['0 days', `fecha=${addDays(testToday(), 30)}&durationDays=0`, MESSAGES.ticketDaysDisney],
    ['an invalid date', `fecha=${nextYear()}-02-30&durationDays=3`, MESSAGES.invalidDate],
  ])('refuses %s with 400', async (_, query, message) => {
    const res = await get(`/tickets/ticket-by-fecha?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('needs the bearer token', async () => {
    const res = await t.app.inject({
      url: `/api/tickets/tickets/ticket-by-fecha?fecha=${openDate('disney')}&durationDays=2`,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/tickets/tickets/ticket-by-fecha-california', () => {
  it('lists Disneyland offers for 1 to 5 days and refuses 6', async () => {
    const fecha = openDate('disneyland');
    const ok = await get(`/tickets/ticket-by-fecha-california?fecha=${fecha}&durationDays=5`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()[0]).toMatchObject({ codeAdult: 'DLR-1P-5D', provider: 'Disneyland', durationDays: 5 });
    const bad = await get(`/tickets/ticket-by-fecha-california?fecha=${fecha}&durationDays=6`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(MESSAGES.ticketDaysDisneyland);
  });
});

describe('GET /api/tickets/tickets/ticket-info/:code/:date', () => {
  it('answers the usage window and cancellation policy', async () => {
    const res = await get(`/tickets/ticket-info/WDW-BASE-10D/${openDate('disney')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'WDW-BASE-10D',
      usageWindow: expect.stringContaining('14 días'),
    });
    expect(res.json().cancelPolicy).toMatch(/reembolsable/);
  });

  it('answers 404 for a code of another park, also on the Disneyland variant', async () => {
    const date = openDate('disneyland');
    expect((await get(`/tickets/ticket-info/DLR-1P-2D/${date}`)).statusCode).toBe(404);
    const dl = await get(`/tickets/ticket-info-disneyland/DLR-1P-2D/${date}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.json().usageWindow).toContain('13 días');
  });
});

describe('POST /api/tickets/tickets/disponibilidad-ticket', () => {
  const body = { codeAdult: 'WDW-BASE-3D', codeChild: 'WDW-BASE-3D-C', durationDays: 3 };

  it('answers disponible with current prices and the order breakdown', async () => {
    const fecha = lowSeasonWeekday('disney');
    const price = LOW_SEASON_WEEKDAY_USD['WDW-BASE-3D'];
    const res = await post(`/tickets/disponibilidad-ticket?in=${fecha}&adults=2&childs=1`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      disponible: true,
      status: 'Active',
      productId: 'WDW-BASE-3D',
      productIdChild: 'WDW-BASE-3D-C',
      moneda: 'USD',
      tarifaAdulto: price.adult,
      tarifaChild: price.child,
      desglose: { gastoReserva: 35, gastoAdmin: 35, iva: 0 },
      total: 2 * price.adult + price.child + ORDER_FEES_USD,
    });
  });

  it('accepts the spec §3 availability payload as the body (and the -california variant)', async () => {
    const fecha = openDate('disneyland');
    const payload = {
      productId: 'DLR-PH-2D',
      productIdChild: 'DLR-PH-2D-C',
      durationDays: 2,
      status: 'Active',
    };
    const res = await post(
      `/tickets/disponibilidad-ticket-california?in=${fecha}&adults=1&childs=0`,
      payload,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ disponible: true, productId: 'DLR-PH-2D' });
  });

  it('answers disponible false with the spec message on a sold-out date', async () => {
    const res = await post(`/tickets/disponibilidad-ticket?in=${christmasEve()}&adults=2&childs=0`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      disponible: false,
      message: 'El ticket seleccionado no esta disponible',
    });
  });

  it.each([
    ['no passengers', 'adults=0&childs=0', body, MESSAGES.atLeastOnePassenger],
    ['11 adults', 'adults=11&childs=0', body, MESSAGES.adultsRange0to10],
    ['an unknown ticket', 'adults=1&childs=0', { ...body, codeAdult: 'NOPE' }, MESSAGES.ticketUnavailable],
    [
      'a ticket of another park',
      'adults=1&childs=0',
      { ...body, codeAdult: 'DLR-1P-3D' },
      MESSAGES.ticketUnavailable,
    ],
  ])('refuses %s with 400 and writes nothing', async (_, query, payload, message) => {
    const before = await counts(t.db);
    const res = await post(`/tickets/disponibilidad-ticket?in=${openDate('disney')}&${query}`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await counts(t.db)).toEqual(before);
  });

  it('refuses a past entry date', async () => {
    const res = await post(
      `/tickets/disponibilidad-ticket?in=${addDays(testToday(), -3)}&adults=1&childs=0`,
      body,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.dateBeforeToday);
  });
});

describe('GET /api/tickets/buscartkt/:adults/:children/:date', () => {
  it('answers todos and recomendados for a family', async () => {
    const date = openDate('universal');
    const res = await get(`/buscartkt/2/2/${date}`);
    expect(res.statusCode).toBe(200);
    const { todos, recomendados } = res.json();
    expect(todos.length).toBeGreaterThanOrEqual(11);
    expect(todos.every((o: { provider: string }) => o.provider === 'Universal')).toBe(true);
    expect(recomendados.map((o: { codeAdult: string }) => o.codeAdult)).toEqual(['UOR-P2P-3D', 'UOR-P2P-4D']);
    const express = todos.find((o: { codeAdult: string }) => o.codeAdult === 'UOR-EXP-1D');
    expect(express).toMatchObject({ findEvents: true, programId: 'UEXP' });
  });

  it('includes Halloween Horror Nights on an event night', async () => {
    const { date } = eventDate('UOR-HHN-1N', 2);
    const res = await get(`/buscartkt/2/0/${date}`);
    expect(res.json().recomendados.map((o: { codeAdult: string }) => o.codeAdult)).toContain('UOR-HHN-1N');
  });

  it.each([
    ['no passengers', `0/0/${addDays(testToday(), 20)}`, MESSAGES.atLeastOnePassenger],
    ['a past date', `2/0/${addDays(testToday(), -1)}`, MESSAGES.dateBeforeToday],
    ['11 minors', `1/11/${addDays(testToday(), 20)}`, MESSAGES.minorsRange],
  ])('refuses %s with 400', async (_, path, message) => {
    const res = await get(`/buscartkt/${path}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('GET /api/tickets/ticket-info/:code', () => {
  it('answers the Universal policy text, 404 for an unknown code', async () => {
    const res = await get('/ticket-info/UOR-P2P-2D');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      code: 'UOR-P2P-2D',
      policy: expect.stringContaining('No reembolsable'),
    });
    expect((await get('/ticket-info/WDW-BASE-2D')).statusCode).toBe(404);
  });
});

describe('GET /api/tickets/findEvents/:code/:date/:programId/:quantity', () => {
  it('answers the events with room for the party', async () => {
    const { date, event } = eventDate('UOR-HHN-1N', 3);
    const res = await get(`/findEvents/UOR-HHN-1N/${date}/HHN/3`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([event]);
  });

  it('answers an empty list on a night without the event or for too many people', async () => {
    let date = openDate('universal');
    while (isHhnNight(date)) date = openDate('universal', addDays(date, 1));
    expect((await get(`/findEvents/UOR-HHN-1N/${date}/HHN/1`)).json()).toEqual([]);
    const { date: night, event } = eventDate('UOR-HHN-1N', 1);
    const res = await get(`/findEvents/UOR-HHN-1N/${night}/HHN/${Math.min(20, event.available + 1)}`);
    expect(res.json().length).toBe(event.available >= 20 ? 1 : 0);
  });

  it('refuses a past date (400) and a ticket without events (404)', async () => {
    expect((await get(`/findEvents/UOR-EXP-1D/${addDays(testToday(), -1)}/UEXP/1`)).statusCode).toBe(400);
    expect((await get(`/findEvents/UOR-1P-2D/${addDays(testToday(), 9)}/UOR-BASE/1`)).statusCode).toBe(404);
  });
});

describe('sale horizon: entry dates up to 18 months ahead', () => {
  const beyond = addDays(saleMaxDate(testToday()), 1);
  const availability = { codeAdult: 'WDW-BASE-3D', codeChild: 'WDW-BASE-3D-C', durationDays: 3 };
  it.each([
    ['ticket-by-fecha', () => get(`/tickets/ticket-by-fecha?fecha=9999-12-20&durationDays=3`)],
    [
      'ticket-by-fecha-california',
      () => get(`/tickets/ticket-by-fecha-california?fecha=${beyond}&durationDays=2`),
    ],
    ['buscartkt', () => get(`/buscartkt/2/0/2199-01-01`)],
    ['findEvents', () => get(`/findEvents/UOR-HHN-1N/9999-10-20/HHN/1`)],
    [
      'disponibilidad-ticket',
      () => post(`/tickets/disponibilidad-ticket?in=9999-12-20&adults=1&childs=0`, availability),
    ],
  ])('%s refuses a date past the horizon with 400', async (_, call) => {
    const res = await call();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(MESSAGES.ticketDateBeyondHorizon);
  });

  it('still sells the last day of the horizon', async () => {
    const last = saleMaxDate(testToday());
    expect((await get(`/tickets/ticket-by-fecha?fecha=${last}&durationDays=3`)).statusCode).toBe(200);
    expect((await get(`/buscartkt/1/0/${last}`)).statusCode).toBe(200);
  });
});

describe('empty counts are refused, never read as 0', () => {
  const body = { codeAdult: 'WDW-BASE-3D', codeChild: 'WDW-BASE-3D-C', durationDays: 3 };
  it.each([
    ['adults=', 'adults=&childs=1', MESSAGES.adultsRange0to10],
    ['childs=', 'adults=1&childs=', MESSAGES.minorsRange],
    ['adults=1.0', 'adults=1.0&childs=0', MESSAGES.adultsRange0to10],
    ['adults= 1', 'adults=%201&childs=0', MESSAGES.adultsRange0to10],
  ])('disponibilidad-ticket with %s', async (_, query, message) => {
    const res = await post(`/tickets/disponibilidad-ticket?in=${openDate('disney')}&${query}`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it.each([
    ['no adults', `/buscartkt//0/${addDays(testToday(), 20)}`, MESSAGES.adultsRange0to10],
    ['no children', `/buscartkt/2//${addDays(testToday(), 20)}`, MESSAGES.minorsRange],
    ['a sign', `/buscartkt/+2/0/${addDays(testToday(), 20)}`, MESSAGES.adultsRange0to10],
    [
      'an empty quantity',
      `/findEvents/UOR-EXP-1D/${addDays(testToday(), 20)}/UEXP/`,
      MESSAGES.eventQuantityRange,
    ],
    [
      'an empty durationDays',
      `/tickets/ticket-by-fecha?fecha=${addDays(testToday(), 20)}&durationDays=`,
      MESSAGES.ticketDaysDisney,
    ],
  ])('%s', async (_, url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});
