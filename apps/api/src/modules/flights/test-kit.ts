import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  addDays,
  flightTotal,
  flightTripFare,
  fromCents,
  groupFlightLegs,
  type TFlightSegment,
} from '@portal/domain';
import { reservations } from '../../db/schema';
import { flightSegments } from '../../db/schema-flights';
import type { Headers, TestHandle } from '../../test/app';
import { adult } from '../hotels/test-kit';
import { testToday } from '../../test/clock';

// Factories of the flight suites: a search as the portal sends it and the booking it builds.

let keys = 0;
export const newFlightKey = () => `test-flight-key-${Date.now().toString(36)}-${++keys}`;

export const flightsKit = (t: TestHandle) => {
  const get = (url: string, headers: Headers = t.vendedor) =>
    t.app.inject({ method: 'GET', url: `/api/flights${url}`, headers });
  const search = async (
    q: { destino: string; from?: string; to?: string; ocupacion?: number },
    headers?: Headers,
  ) => {
    const from = q.from ?? addDays(testToday(), 20);
    const to = q.to ?? addDays(from, 40);
    const res = await get(
      `/api/aereos/disponibilidad?from=${from}&to=${to}&destino=${q.destino}&ocupacion=${q.ocupacion ?? 2}`,
      headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    return groupFlightLegs(res.json() as TFlightSegment[]);
  };
  const book = (body: unknown, o: { headers?: Headers; key?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/flights/api/aereos/reservar',
      headers: { ...(o.headers ?? t.vendedor), 'idempotency-key': o.key ?? newFlightKey() },
      payload: body as object,
    });
  const seatsLeft = async (idTramo: number) =>
    (await t.db.select().from(flightSegments).where(eq(flightSegments.id, idTramo)))[0]!.seatsLeft;
  const setSeats = (idTramo: number, seatsLeft: number) =>
    t.db.update(flightSegments).set({ seatsLeft }).where(eq(flightSegments.id, idTramo));
  const flightRows = () => t.db.select().from(reservations).where(eq(reservations.module, 'flights'));
  return { get, search, book, seatsLeft, setSeats, flightRows };
};

/** The booking the portal builds for a round trip and `adults` passengers (spec §3 Flight booking). */
export const flightBody = (
  trip: { ida: TFlightSegment; vuelta?: TFlightSegment },
  adults = 2,
  over: Record<string, unknown> = {},
) => {
  const { ida, vuelta } = trip;
  const fare = flightTripFare(ida, vuelta);
  return {
    idTramo: ida.idTramo,
    idTramoVuelta: vuelta?.idTramo,
    tramos: vuelta ? [ida, vuelta] : [ida],
    pasajeros: Array.from({ length: adults }, (_, i) => adult(i)),
    checkin: ida.fechaSalida,
    checkout: vuelta?.fechaSalida,
    aeropuertoIda: ida.origen,
    aeropuertoVuelta: vuelta?.origen,
    destino: ida.destino,
    tarifas: { ...ida.tarifas, sumaTotal: fromCents(fare) },
    idUsuarioReservo: 1,
    idUWS: 1002,
    monto: fromCents(flightTotal(fare, adults).total),
    ...over,
  };
};
