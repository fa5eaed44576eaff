import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, carRentalDays, carSaleCents, fromCents, type TVehicle } from '@portal/domain';
import { reservations } from '../../db/schema';
import type { Headers, TestHandle } from '../../test/app';
import { adult } from '../hotels/test-kit';
import { testToday } from '../../test/clock';

// Factories of the car suites: a rental as the portal asks it and the booking it builds.

let keys = 0;
export const newCarKey = () => `test-car-key-${Date.now().toString(36)}-${++keys}`;

/** AVIS Orlando: airport (24 h) to International Drive (Mon-Sat 07-21, Sun 09-17), 10:00 both. */
export const rental = (over: Record<string, unknown> = {}) => {
  const checkin = addDays(testToday(), 30);
  return {
    brand: 'AVIS',
    oficinaIn: 'MCO',
    oficinaOut: 'MCOC01',
    checkin,
    checkout: addDays(checkin, 5),
    horaIn: '10:00',
    horaOut: '10:00',
    edadConductor: 35,
    paisResidencia: 'AR',
    idUWS: 1002,
    idUsuarioReservo: 1,
    ...over,
  };
};

export const carsKit = (t: TestHandle) => {
  const get = (url: string, headers: Headers = t.vendedor) =>
    t.app.inject({ method: 'GET', url: `/api/cars${url}`, headers });
  const search = async (body: Record<string, unknown> = rental(), headers: Headers = t.vendedor) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/cars/search-availability/',
      headers,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TVehicle[];
  };
  const book = (body: unknown, o: { headers?: Headers; key?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/cars/reservar/',
      headers: { ...(o.headers ?? t.vendedor), 'idempotency-key': o.key ?? newCarKey() },
      payload: body as object,
    });
  const carRows = () => t.db.select().from(reservations).where(eq(reservations.module, 'cars'));
  return { get, search, book, carRows };
};

/** The booking the portal builds for a car's first rate, with `extras` of its equipment (code → quantity). */
export const carBody = (
  r: ReturnType<typeof rental>,
  car: TVehicle,
  extras: Record<string, number> = {},
  over: Record<string, unknown> = {},
) => {
  const rate = car.tarifas[0]!;
  const equipoAdicional = car.specialEquipment
    .filter((e) => extras[e.equipmentGDSCode])
    .map((e) => ({
      quantity: extras[e.equipmentGDSCode]!,
      equipment_code: e.equipmentGDSCode,
      description: e.equipmentDescription,
      monto: e.monto,
    }));
  const { edadConductor: _a, idUWS, idUsuarioReservo, ...rest } = r;
  const rentalDays = carRentalDays(r);
  return {
    ...rest,
    pax: adult(0),
    codigoTarifa: rate.codigoTarifa,
    codigoCategoria: car.codigoCategoria,
    idUsuarioReservo,
    idUWS,
    isAgenteAS: false,
    tarifa: rate.tarifa,
    equipoAdicional,
    monto: fromCents(carSaleCents({ tarifa: rate.tarifa, equipoAdicional, rentalDays })),
    ...over,
  };
};
