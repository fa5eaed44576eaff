import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, addYears, MESSAGES, type TVehicle } from '@portal/domain';
import { useTestApp } from '../../test/app';
import { adult } from '../hotels/test-kit';
import { testToday } from '../../test/clock';
import { carBody, carsKit, rental } from './test-kit';

// spec §5, §6, §7, §9: every rule of POST reservar/ broken once is a 400 in Spanish that
// writes nothing (issue 14).
const t = useTestApp();
const kit = carsKit(t);
const r = rental();
let car: TVehicle;

beforeAll(async () => {
  [car] = (await kit.search(r)) as [TVehicle];
});

/** The next Sunday at least 30 days ahead: the downtown offices are closed. */
const sunday = () => {
  let d = addDays(testToday(), 30);
  while (new Date(`${d}T12:00:00Z`).getUTCDay() !== 0) d = addDays(d, 1);
  return d;
};

type Case = [string, () => Record<string, unknown>, string, 'agente'?];
const cases: Case[] = [
  ['a rate cheaper than the brand’s', () => carBody(r, car, {}, { tarifa: 1 }), MESSAGES.carRateChanged],
  [
    'a child seat cheaper than offered',
    () => {
      const b = carBody(r, car, { CSI: 1 });
      return { ...b, equipoAdicional: b.equipoAdicional.map((e) => ({ ...e, monto: 0.5 })) };
    },
    MESSAGES.carRateChanged,
  ],
  ['another total', () => carBody(r, car, {}, { monto: 1 }), MESSAGES.carRateChanged],
  [
    'a driver under 21 in the United States',
    () => carBody(r, car, {}, { pax: adult(0, { nacimiento: addYears(testToday(), -19), edad: 19 }) }),
    MESSAGES.minimumAge21,
  ],
  [
    'a vendedor less than 9 days ahead',
    () => carBody({ ...r, checkin: addDays(testToday(), 3), checkout: addDays(testToday(), 6) }, car),
    MESSAGES.leadTimeNonAS,
  ],
  [
    'a downtown office on a Sunday',
    () =>
      carBody(
        {
          ...r,
          oficinaIn: 'BUEC01',
          oficinaOut: 'BUEC01',
          checkin: sunday(),
          checkout: addDays(sunday(), 2),
        },
        car,
      ),
    MESSAGES.carOfficeClosed,
  ],
  [
    'a pick-up in the past',
    () =>
      carBody(
        { ...r, checkin: addDays(testToday(), -1), checkout: addDays(testToday(), 2) },
        car,
        {},
        { isAgenteAS: true, idEntidad: t.ids.entity },
      ),
    MESSAGES.carPickupInPast,
    'agente',
  ],
  [
    'an AS agent without his client',
    () => carBody(r, car, {}, { isAgenteAS: true }),
    MESSAGES.clientEntityRequired,
    'agente',
  ],
];

describe('POST /api/cars/reservar/ refuses', () => {
  it.each(cases)('%s with 400 in Spanish and writes nothing', async (_, body, message, user) => {
    const rows = (await kit.carRows()).length;
    const res = await kit.book(body(), { headers: user === 'agente' ? t.agente : t.vendedor });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await kit.carRows()).toHaveLength(rows);
  });
});
