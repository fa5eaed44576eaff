import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { flightBody, flightsKit } from './test-kit';

// Issue 13: no amount of concurrent selling oversells a block. 100 agents book 1 seat each,
// at once, with their own keys, on a block with 10 seats left on both legs: exactly 10 get
// them (on PostgreSQL with DATABASE_URL, where the bookings really run in parallel).
const t = useTestApp();
const kit = flightsKit(t);

describe('POST /api/flights/api/aereos/reservar under a race', () => {
  it('confirms exactly the 10 seats left of 100 concurrent bookings, never below 0', async () => {
    const [trip] = await kit.search({ destino: 'GIG', ocupacion: 10 });
    await kit.setSeats(trip!.ida.idTramo, 10);
    await kit.setSeats(trip!.vuelta!.idTramo, 10);
    const answers = await Promise.all(Array.from({ length: 100 }, () => kit.book(flightBody(trip!, 1))));
    expect(answers.map((a) => a.statusCode).filter((s) => s !== 200)).toEqual([]);
    const got = answers.filter((a) => a.json().disponible === true);
    expect(got).toHaveLength(10);
    expect(answers.filter((a) => a.json().disponible === false)).toHaveLength(90);
    expect([await kit.seatsLeft(trip!.ida.idTramo), await kit.seatsLeft(trip!.vuelta!.idTramo)]).toEqual([
      0, 0,
    ]);
    const rows = (await kit.flightRows()).filter(
      (r) => r.checkin === trip!.ida.fechaSalida && r.status === 'confirmed',
    );
    expect(rows).toHaveLength(10);
  });
});
