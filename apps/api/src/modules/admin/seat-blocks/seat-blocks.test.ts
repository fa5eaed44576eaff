import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, MESSAGES } from '@portal/domain';
import { ADMIN, authHeader, TARIFAS, useTestApp, type Headers } from '../../../test/app';
import { testToday } from '../../../test/clock';
import { flightBody, flightsKit } from '../../flights/test-kit';
import { blockBody, seatBlocksKit } from './test-kit';

// Issue 31, item 5: the back office creates seat blocks, lists them with their sales and adds
// or withdraws seats, never below what is sold. Amounts from the block's own numbers: US$ 500
// + 21 % VAT (105) + US$ 60 of taxes = US$ 665 per passenger and leg.
const t = useTestApp();
let admin: Headers;
let tarifas: Headers;
beforeAll(async () => {
  [admin, tarifas] = [await authHeader(t.app, ADMIN), await authHeader(t.app, TARIFAS)];
});
const kit = seatBlocksKit(t, () => admin);
const flights = flightsKit(t);

const day = (n: number) => addDays(testToday(), n);
const slash = (iso: string) => iso.split('-').reverse().join('/');

describe('POST /api/admin/cupos', () => {
  it('creates the route and a leg out and back per departure, with seats and fares, audited', async () => {
    const body = blockBody(
      [
        { out: day(30), back: day(37) },
        { out: day(44), back: day(51) },
      ],
      {
        releaseDays: 7,
        times: { ...blockBody([]).times, backDeparture: '23:50', backArrival: '01:10', backNextDay: true },
      },
    );
    const block = await kit.created(body);
    expect(block).toMatchObject({
      airline: 'Aerolíneas Argentinas',
      origin: 'AEP',
      destination: 'BRC',
      releaseDays: 7,
    });
    expect(block.totals).toEqual({
      departures: 2,
      seats: 240,
      sold: 0,
      left: 240,
      released: 0,
      booked: 0,
      revenue: 0,
    });
    const legs = await kit.legsOfRoute(block.id);
    expect(legs.map((l) => [l.direction, l.departureDate, l.flightNumber, l.origin, l.destination])).toEqual([
      ['ida', day(30), body.flightOut, 'AEP', 'BRC'],
      ['vuelta', day(37), body.flightBack, 'BRC', 'AEP'],
      ['ida', day(44), body.flightOut, 'AEP', 'BRC'],
      ['vuelta', day(51), body.flightBack, 'BRC', 'AEP'],
    ]);
    expect(legs[0]).toMatchObject({
      departureTime: 810,
      arrivalTime: 1030,
      arrivalDate: day(30),
      seats: 60,
      seatsLeft: 60,
    });
    expect(legs[1]).toMatchObject({ departureTime: 2350, arrivalTime: 110, arrivalDate: day(38) });
    expect(legs[0]).toMatchObject({
      venta: '500.00',
      iva: '105.00',
      alicuota: '21.00',
      tasa: '60.00',
      costo: '410.00',
      afip: '150.00',
      afip2: '150.00',
      tipoCambio: '1450.00',
    });
    // a departure's two legs pair up, and no other departure shares its pair
    expect(legs[0]!.comparador).toBe(legs[1]!.comparador);
    expect(legs[2]!.comparador).toBe(legs[3]!.comparador);
    expect(legs[0]!.comparador).not.toBe(legs[2]!.comparador);
    const [entry] = (await kit.audits()).filter((a) => a.targetId === String(block.id));
    expect(entry).toMatchObject({ action: 'cupo.crear', actorName: 'Administración Mundo Travel' });
    expect(entry!.after).toMatchObject({ seats: 60, flightOut: body.flightOut, departures: { count: 2 } });
  });

  it('sells at once: the flight search finds it with its seats and fare per passenger', async () => {
    const body = blockBody([{ out: day(30), back: day(36) }]);
    const block = await kit.created(body);
    const trips = (await flights.search({ destino: 'BRC', from: day(29), to: day(40) })).filter(
      (trip) => trip.ida.idRuta === block.id,
    );
    expect(trips).toHaveLength(1);
    expect(trips[0]!.ida).toMatchObject({
      asientosDisponibles: 60,
      fechaSalida: day(30),
      numeroVuelo: body.flightOut,
    });
    expect(trips[0]!.ida.tarifas.sumaTotal).toBe(665);
    expect(trips[0]!.vuelta).toMatchObject({ asientosDisponibles: 60, fechaSalida: day(36) });
  });

  it('makes weekly departures on the chosen days, back the nights later', async () => {
    // April 2026: Saturdays 4, 11, 18, 25; Wednesdays 1, 8, 15, 22, 29
    const departures = {
      kind: 'weekly',
      weekdays: [6, 3],
      from: '2026-04-05',
      until: '2026-04-18',
      nights: 7,
    };
    const block = await kit.created(blockBody([], { departures }));
    const outs = (await kit.legsOfRoute(block.id)).filter((l) => l.direction === 'ida');
    expect(outs.map((l) => l.departureDate)).toEqual([
      '2026-04-08',
      '2026-04-11',
      '2026-04-15',
      '2026-04-18',
    ]);
    const backs = (await kit.legsOfRoute(block.id)).filter((l) => l.direction === 'vuelta');
    expect(backs.map((l) => l.departureDate)).toEqual([
      '2026-04-15',
      '2026-04-18',
      '2026-04-22',
      '2026-04-25',
    ]);
  });

  it('adds departures to the route already held with the same flights, and refuses a day it has (409)', async () => {
    const first = blockBody([{ out: day(60), back: day(67) }]);
    const block = await kit.created(first);
    const again = { ...first, departures: { kind: 'dated', dates: [{ out: day(74), back: day(81) }] } };
    expect((await kit.created(again)).id).toBe(block.id);
    expect(await kit.legsOfRoute(block.id)).toHaveLength(4);
    expect((await kit.audits()).at(-1)).toMatchObject({
      action: 'cupo.agregar-salidas',
      targetId: String(block.id),
    });

    const before = await kit.counts();
    const clash = {
      ...first,
      releaseDays: 3,
      departures: {
        kind: 'dated',
        dates: [
          { out: day(88), back: day(95) },
          { out: day(74), back: day(77) },
        ],
      },
    };
    const res = await kit.create(clash);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      `La ruta ${first.flightOut}/${first.flightBack} ya tiene un tramo de ida el ${slash(day(74))}`,
    );
    expect(await kit.counts()).toEqual(before);
    expect((await kit.listed(block)).releaseDays).toBeNull();
  });

  it('answers 400 in Spanish and writes nothing for a wrong block', async () => {
    const ok = blockBody([{ out: day(30), back: day(37) }]);
    const before = await kit.counts();
    const cases: [unknown, string][] = [
      [{}, MESSAGES.seatBlockAirline],
      [{ ...ok, origin: 'aep' }, MESSAGES.seatBlockAirport],
      [{ ...ok, destination: 'AEP' }, MESSAGES.seatBlockSameAirports],
      [{ ...ok, seats: 0 }, MESSAGES.seatBlockSeats],
      [{ ...ok, releaseDays: 61 }, MESSAGES.seatBlockReleaseDays],
      [{ ...ok, fare: { ...ok.fare, venta: -1 } }, MESSAGES.seatBlockVenta],
      [
        { ...ok, departures: { kind: 'dated', dates: [{ out: day(30), back: day(30) }] } },
        MESSAGES.seatBlockBackNotAfterOut,
      ],
      [
        { ...ok, departures: { kind: 'dated', dates: [{ out: day(0), back: day(7) }] } },
        MESSAGES.seatBlockDepartureNotFuture,
      ],
      [
        { ...ok, departures: { kind: 'weekly', weekdays: [], from: day(1), until: day(9), nights: 7 } },
        MESSAGES.seatBlockWeekdays,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await kit.create(body);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await kit.counts()).toEqual(before);
  });
});

describe('GET /api/admin/cupos', () => {
  it('lists blocks paged, newest first, with each leg’s sales and the block’s totals', async () => {
    const block = await kit.created(blockBody([{ out: day(40), back: day(47) }]));
    const [trip] = (
      await flights.search({ destino: 'BRC', from: day(39), to: day(50), ocupacion: 2 })
    ).filter((x) => x.ida.idRuta === block.id);
    const booked = await flights.book(flightBody(trip!, 2));
    expect(booked.json()).toMatchObject({ disponible: true });

    const res = await kit.list('?perPage=10');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ page: 1, perPage: 10 });
    expect(page.total).toBeGreaterThan(10); // the demo's routes and this file's
    expect(page.items[0].id).toBe(block.id);
    const listed = await kit.listed(block);
    expect(
      listed.legs.map((l) => [l.direction, l.seats, l.seatsLeft, l.sold, l.booked, l.fare, l.revenue]),
    ).toEqual([
      ['ida', 60, 58, 2, 2, 665, 1330],
      ['vuelta', 60, 58, 2, 2, 665, 1330],
    ]);
    expect(listed.totals).toEqual({
      departures: 1,
      seats: 120,
      sold: 4,
      left: 116,
      released: 0,
      booked: 4,
      revenue: 2660,
    });
  });

  it('searches by destination or flight, and shows legs from a day', async () => {
    const block = await kit.created(
      blockBody(
        [
          { out: day(20), back: day(27) },
          { out: day(50), back: day(57) },
        ],
        { destination: 'USH', destinationName: 'Ushuaia' },
      ),
    );
    const found = (await kit.list('?q=ushu')).json();
    expect(found.items.map((b: { id: number }) => b.id)).toEqual([block.id]);
    expect((await kit.listed(block, day(30))).legs.map((l) => l.date)).toEqual([day(50), day(57)]);
  });

  it('shows rate-sheet staff the list (cupos.ver), but they may not change it', async () => {
    expect((await kit.list('', tarifas)).statusCode).toBe(200);
    const body = blockBody([{ out: day(30), back: day(37) }]);
    expect((await kit.create(body, tarifas)).statusCode).toBe(403);
    expect((await kit.adjust(1, { delta: 1 }, tarifas)).statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/cupos/{idTramo}', () => {
  const soldBlock = async () => {
    const block = await kit.created(blockBody([{ out: day(45), back: day(52) }]));
    const [trip] = (
      await flights.search({ destino: 'BRC', from: day(44), to: day(55), ocupacion: 3 })
    ).filter((x) => x.ida.idRuta === block.id);
    expect((await flights.book(flightBody(trip!, 3))).json()).toMatchObject({ disponible: true });
    return { block, ida: trip!.ida.idTramo };
  };

  it('adds seats to a leg and withdraws unsold ones, audited with before and after', async () => {
    const { block, ida } = await soldBlock();
    const added = await kit.adjust(ida, { delta: 10 });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ idTramo: ida, seats: 70, seatsLeft: 67, sold: 3 });
    const withdrawn = await kit.adjust(ida, { delta: -67 });
    expect(withdrawn.json()).toMatchObject({ seats: 3, seatsLeft: 0, sold: 3 });
    expect(await kit.leg(ida)).toMatchObject({ seats: 3, seatsLeft: 0 });
    const entries = (await kit.audits()).filter((a) => a.targetId === String(block.id)).slice(-2);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      [
        'cupo.agregar-asientos',
        { idTramo: ida, seats: 60, seatsLeft: 57 },
        { idTramo: ida, seats: 70, seatsLeft: 67 },
      ],
      [
        'cupo.quitar-asientos',
        { idTramo: ida, seats: 70, seatsLeft: 67 },
        { idTramo: ida, seats: 3, seatsLeft: 0 },
      ],
    ]);
  });

  it('never withdraws sold seats: 409 with the sold count, nothing changed', async () => {
    const { ida } = await soldBlock();
    const before = await kit.counts();
    const res = await kit.adjust(ida, { delta: -58 });
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'No se pueden quitar asientos vendidos: hay 3 vendidos y 57 libres',
    ]);
    expect(await kit.leg(ida)).toMatchObject({ seats: 60, seatsLeft: 57 });
    expect(await kit.counts()).toEqual(before);
  });

  it('refuses more than 500 seats (409), a wrong change (400) and an unknown leg (404)', async () => {
    const { ida } = await soldBlock();
    const before = await kit.counts();
    expect((await kit.adjust(ida, { delta: 441 })).json().message).toBe(
      'Un tramo puede tener hasta 500 asientos: tiene 60',
    );
    for (const body of [{}, { delta: 0 }, { delta: 1.5 }, { delta: '2' }]) {
      const res = await kit.adjust(ida, body);
      expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.seatBlockDelta]);
    }
    const missing = await kit.adjust(99_999_999, { delta: 1 });
    expect([missing.statusCode, missing.json().message]).toEqual([404, MESSAGES.seatBlockLegNotFound]);
    expect(await kit.leg(ida)).toMatchObject({ seats: 60, seatsLeft: 57 });
    expect(await kit.counts()).toEqual(before);
  });
});
