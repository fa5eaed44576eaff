import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears, MESSAGES, type TFlightSegment } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { adult } from '../hotels/test-kit';
import { testToday } from '../../test/clock';
import { flightBody, flightsKit } from './test-kit';
import { QUOTA_ROUTES } from '../../seed/flight-routes';

// spec §4, §5, §6, §9: every rule of POST api/aereos/reservar broken once is a 400 in Spanish
// that writes nothing and takes no seat (issue 13).
const t = useTestApp();
const kit = flightsKit(t);
type Trip = { ida: TFlightSegment; vuelta?: TFlightSegment };
let trip: Trip;
let other: Trip;

beforeAll(async () => {
  [trip, other] = (await kit.search({ destino: 'PUJ', ocupacion: 2 })) as [Trip, Trip];
});

const child = adult(1, { nombres: 'Tomás', nacimiento: addYears(testToday(), -8), edad: 8 });
const teen = adult(0, { nombres: 'Sofía', nacimiento: addYears(testToday(), -16), edad: 16 });

const cases: [string, () => Record<string, unknown>, string, 'agente'?][] = [
  ['no return leg', () => flightBody(trip, 2, { idTramoVuelta: undefined }), MESSAGES.flightReturnRequired],
  [
    'legs of two departures',
    () => flightBody(trip, 2, { idTramoVuelta: other.vuelta!.idTramo }),
    MESSAGES.rateUnavailable,
  ],
  [
    'a departure date other than the leg’s',
    () => flightBody(trip, 2, { checkin: addDays(trip.ida.fechaSalida, 1) }),
    MESSAGES.rateMismatch,
  ],
  [
    'a passenger under 10',
    () => flightBody(trip, 2, { pasajeros: [adult(0), child] }),
    MESSAGES.adultBirthDateHotel,
  ],
  [
    'a lead passenger under 18',
    () => flightBody(trip, 2, { pasajeros: [teen, adult(1)] }),
    MESSAGES.leadAdultBirthDate,
  ],
  [
    'a fare lower than ours',
    () => flightBody(trip, 2, { tarifas: { ...trip.ida.tarifas, sumaTotal: 100 } }),
    MESSAGES.priceChanged,
  ],
  ['another total', () => flightBody(trip, 2, { monto: 10 }), MESSAGES.flightTotalMismatch],
  ['an AS agent without his client', () => flightBody(trip, 2), MESSAGES.clientEntityRequired, 'agente'],
  [
    'an AS agent for a client not his',
    () => flightBody(trip, 2, { idEntidad: t.ids.notMine }),
    MESSAGES.clientEntityNotAllowed,
    'agente',
  ],
];

describe('POST /api/flights/api/aereos/reservar refuses', () => {
  it.each(cases)('%s with 400 in Spanish, no row and no seat taken', async (_, body, message, user) => {
    const rows = (await kit.flightRows()).length;
    const seats = await kit.seatsLeft(trip.ida.idTramo);
    const res = await kit.book(body(), { headers: user === 'agente' ? t.agente : t.vendedor });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await kit.flightRows()).toHaveLength(rows);
    expect(await kit.seatsLeft(trip.ida.idTramo)).toBe(seats);
  });

  it('a vendedor’s departure less than 9 days ahead (spec §6), found by an AS agent', async () => {
    // Each route flies once a week and a tenth of its legs are sold out: one destination's
    // week can hold no seat (it did on 2027-02-27), every destination's cannot (issue 29, item 0).
    let near: Awaited<ReturnType<typeof kit.search>>[number] | undefined;
    for (const destino of new Set(QUOTA_ROUTES.map((r) => r.to))) {
      const window = { destino, from: addDays(testToday(), 1), to: addDays(testToday(), 8), ocupacion: 1 };
      [near] = await kit.search(window, t.agente);
      if (near) break;
    }
    const res = await kit.book(flightBody(near!, 1));
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.leadTimeNonAS]);
  });
});
