import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, type TVehicle } from '@portal/domain';
import { useTestApp } from '../../../test/app';
import { carBody, carsKit, rental } from '../../cars/test-kit';
import { entitiesKit } from './test-kit';

// issue 31, item 3: an entity the back office creates for an AS agent is theirs to book for at
// once; once deactivated, the selector of spec §2 no longer offers it and no booking names it.
const t = useTestApp();
const kit = entitiesKit(t);
const cars = carsKit(t);
const r = rental();
let car: TVehicle;
let idEntidad: number;

const selector = async (text: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/main/entidades/${encodeURIComponent(text)}`,
    headers: t.agente,
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { razonSocial: string }[]).map((e) => e.razonSocial);
};
const book = () => cars.book(carBody(r, car, {}, { isAgenteAS: true, idEntidad }), { headers: t.agente });

beforeAll(async () => {
  [car] = (await cars.search(r, t.agente)) as [TVehicle];
  const res = await kit.create({
    razonSocial: 'Cliente Nuevo Viajes S.A.',
    cuit: '30-50001091-2', // sum 64, 64 mod 11 = 9 → 2 (worked out by hand)
    condicionIva: 'Responsable Inscripto',
    agentes: [t.ids.agente],
  });
  expect(res.statusCode, res.body).toBe(201);
  idEntidad = res.json().idEntidad;
});

describe('a client entity from the back office, in the AS agent’s bookings', () => {
  it('is offered by the selector and bookable as soon as it is created', async () => {
    expect(await selector('Nuevo')).toEqual(['Cliente Nuevo Viajes S.A.']);
    const rows = (await cars.carRows()).length;
    const res = await book();
    expect(res.statusCode, res.body).toBe(200);
    const made = await cars.carRows();
    expect(made).toHaveLength(rows + 1);
    expect(made.at(-1)!.idEntidad).toBe(idEntidad);
  });

  it('once deactivated, is not offered and a booking for it is refused with 400, writing nothing', async () => {
    expect((await kit.edit(idEntidad, { active: false })).statusCode).toBe(200);
    expect(await selector('Nuevo')).toEqual([]);
    const rows = (await cars.carRows()).length;
    const res = await book();
    expect([res.statusCode, res.json().message]).toEqual([400, MESSAGES.clientEntityNotAllowed]);
    expect(await cars.carRows()).toHaveLength(rows);
    // the seeded entities of the agent are still offered
    expect(await selector('Patagonia')).toEqual(['Turismo Patagonia S.R.L.']);
  });

  it('is offered and bookable again once reactivated', async () => {
    expect((await kit.edit(idEntidad, { active: true })).statusCode).toBe(200);
    expect(await selector('Nuevo')).toEqual(['Cliente Nuevo Viajes S.A.']);
    expect((await book()).statusCode).toBe(200);
  });
});
