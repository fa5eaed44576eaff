import { describe, expect, it } from 'vitest';
import {
  addDays,
  MESSAGES,
  ZFlightBookingResponse,
  ZFlightQuotaResponse,
  ZFlightSearchResponse,
} from '@portal/domain';
import { useTestApp } from '../../test/app';
import { testToday } from '../../test/clock';
import { flightBody, flightsKit, newFlightKey } from './test-kit';

// spec §7 flights (/api/flights): the agency's seat quotas searched and sold (issue 13).
const t = useTestApp();
const kit = flightsKit(t);

describe('GET /api/flights/api/aereos/destinos', () => {
  it('lists the destinations with seats left, with their seats', async () => {
    const res = await kit.get('/api/aereos/destinos');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { codigo: string; nombre: string; cupo: number }[];
    expect(list).toContainEqual(expect.objectContaining({ codigo: 'PUJ', nombre: 'Punta Cana' }));
    expect(list.map((d) => d.codigo)).toEqual(expect.arrayContaining(['CUN', 'MIA', 'MCO', 'GIG', 'FLN']));
    expect(list.every((d) => d.cupo > 0)).toBe(true);
  });
});

describe('GET /api/flights/api/aereos/disponibilidad', () => {
  it('answers round trips out after `from` and back by `to`, legs paired by comparador, with seats for the party', async () => {
    const from = addDays(testToday(), 20);
    const to = addDays(from, 30);
    const res = await kit.get(`/api/aereos/disponibilidad?from=${from}&to=${to}&destino=PUJ&ocupacion=3`);
    expect(res.statusCode, res.body).toBe(200);
    const legs = ZFlightSearchResponse.parse(res.json());
    expect(legs.length).toBeGreaterThan(0);
    const trips = await kit.search({ destino: 'PUJ', from, to, ocupacion: 3 });
    for (const { ida, vuelta } of trips) {
      expect(ida.destino).toBe('PUJ');
      expect(vuelta!.origen).toBe('PUJ');
      expect(ida.fechaSalida >= from && vuelta!.fechaSalida <= to).toBe(true);
      expect(Math.min(ida.asientosDisponibles, vuelta!.asientosDisponibles)).toBeGreaterThanOrEqual(3);
      expect(ida.horaSalida).toBeLessThan(2400);
    }
    // Buenos Aires and Córdoba both fly there on Saturdays
    expect(new Set(trips.map((x) => x.ida.origen))).toEqual(new Set(['EZE', 'COR']));
  });

  it('refuses a vendedor’s departure less than 9 days ahead and a return before it, in Spanish', async () => {
    const near = await kit.get(
      `/api/aereos/disponibilidad?from=${addDays(testToday(), 3)}&to=${addDays(testToday(), 20)}&destino=PUJ`,
    );
    expect([near.statusCode, near.json().message]).toEqual([400, MESSAGES.leadTimeNonAS]);
    const from = addDays(testToday(), 30);
    const back = await kit.get(`/api/aereos/disponibilidad?from=${from}&to=${from}&destino=PUJ`);
    expect([back.statusCode, back.json().message]).toEqual([400, MESSAGES.returnNotAfterDeparture]);
    const agent = await kit.get(
      `/api/aereos/disponibilidad?from=${addDays(testToday(), 1)}&to=${addDays(testToday(), 20)}&destino=PUJ`,
      t.agente,
    );
    expect(agent.statusCode).toBe(200);
  });

  it('answers no trips for a destination without quota', async () => {
    expect((await kit.search({ destino: 'XXX' })).length).toBe(0);
  });
});

describe('GET /api/flights/api/aereos/cupos', () => {
  it('lists every block with its seats left, sold out ones too, for the quota page', async () => {
    const res = await kit.get('/api/aereos/cupos');
    expect(res.statusCode, res.body).toBe(200);
    const blocks = ZFlightQuotaResponse.parse(res.json());
    expect(blocks.length).toBeGreaterThan(400); // 10 routes, weekly, a year
    expect(blocks.some((b) => b.asientosDisponibles === 0)).toBe(true);
    expect(blocks.some((b) => b.asientosDisponibles > 0 && b.asientosDisponibles <= 3)).toBe(true);
    expect(blocks.every((b) => b.noches >= 6 && b.noches <= 9)).toBe(true);
  });
});

describe('POST /api/flights/api/aereos/reservar', () => {
  it('books 2 adults on both legs: fare × 2 + 35, then 2.2 %; seats taken on each leg; once per key', async () => {
    const [trip] = await kit.search({ destino: 'CUN', ocupacion: 2 });
    const { ida, vuelta } = trip!;
    const before = [await kit.seatsLeft(ida.idTramo), await kit.seatsLeft(vuelta!.idTramo)];
    const key = newFlightKey();
    const res = await kit.book(flightBody(trip!, 2), { key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZFlightBookingResponse.parse(res.json());
    expect(answer).toMatchObject({ disponible: true, status: 'confirmed' });
    // spec §9 with the legs' own fares: (fare × 2 + 35) + 2.2 %
    const fare = Number(ida.tarifas.sumaTotal) + Number(vuelta!.tarifas.sumaTotal);
    const base = Math.round((fare * 2 + 35) * 100);
    const total = (base + Math.round(base * 0.022)) / 100;
    const [row] = (await kit.flightRows()).filter((r) => String(r.id) === answer.reservationId);
    expect(row).toMatchObject({
      status: 'confirmed',
      supplierRef: `CUPO-${row!.id}`,
      checkin: ida.fechaSalida,
    });
    expect(Number(row!.total)).toBeCloseTo(total, 2);
    expect([await kit.seatsLeft(ida.idTramo), await kit.seatsLeft(vuelta!.idTramo)]).toEqual([
      before[0]! - 2,
      before[1]! - 2,
    ]);

    const again = await kit.book(flightBody(trip!, 2), { key });
    expect(again.json()).toEqual(res.json());
    expect([await kit.seatsLeft(ida.idTramo)]).toEqual([before[0]! - 2]);
  });

  it('answers disponible: false with the reason and writes nothing when fewer seats are left', async () => {
    const [trip] = await kit.search({ destino: 'MIA', ocupacion: 3 });
    await kit.setSeats(trip!.vuelta!.idTramo, 2);
    const rows = (await kit.flightRows()).length;
    const res = await kit.book(flightBody(trip!, 3));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      disponible: false,
      notas: expect.stringContaining(MESSAGES.flightSeatsExceeded),
    });
    expect(await kit.flightRows()).toHaveLength(rows);
    expect(await kit.seatsLeft(trip!.ida.idTramo)).toBe(trip!.ida.asientosDisponibles);
    expect(await kit.seatsLeft(trip!.vuelta!.idTramo)).toBe(2);
  });
});
