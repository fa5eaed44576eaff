import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DEMO_ENTITY_NAMES } from '../../../seed/entities';
import { useTestApp } from '../../../test/app';
import { entities } from '../../../db/schema';
import { entitiesKit, type TEntityPage } from './test-kit';

const t = useTestApp();
const kit = entitiesKit(t);
const page = async (query: string) => {
  const res = await kit.list(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as TEntityPage;
};
const names = (p: TEntityPage) => p.items.map((e) => e.razonSocial);

beforeAll(async () => {
  // one entity deactivated straight in the table, so the state filter has something to tell apart
  await t.db
    .update(entities)
    .set({ active: false })
    .where(eq(entities.razonSocial, 'Trelew Valle Turismo S.R.L.'));
});

describe('GET /api/admin/entidades', () => {
  it('pages every entity by razón social, with the seed’s null fields and the AS agents', async () => {
    const first = await page('');
    expect([first.total, first.page, first.perPage, first.items.length]).toEqual([
      DEMO_ENTITY_NAMES.length,
      1,
      20,
      20,
    ]);
    expect(names(first).slice(0, 4)).toEqual([
      'Agencia Río de la Plata S.R.L.',
      'Andes Travel Group S.A.',
      'Bahía Blanca Sur Viajes S.A.',
      'Bariloche Sur Turismo S.R.L.',
    ]);
    // accents do not move a name: the C collation would put Córdoba after Corrientes
    const c = names(first).filter((n) => /^C[oó]/.test(n));
    expect(c).toEqual([
      'Comodoro Golfo Turismo S.R.L.',
      'Córdoba Tour Operador S.R.L.',
      'Corrientes Esteros Viajes S.R.L.',
    ]);
    const third = await page('page=3');
    expect(third.items).toHaveLength(DEMO_ENTITY_NAMES.length - 40);
    const patagonia = (await page('q=patagonia')).items[0]!;
    expect(patagonia).toMatchObject({
      razonSocial: 'Turismo Patagonia S.R.L.',
      condicionIva: null,
      email: null,
      telefono: null,
      direccion: null,
      active: true,
      agentes: [{ id: t.ids.agente, nombre: 'Agustina Ferreyra', username: 'agente' }],
    });
    expect(patagonia.cuit).toMatch(/^\d{2}-\d{8}-\d$/);
  });

  it('finds by part of the razón social in any case, or by CUIT', async () => {
    expect(names(await page('q=LITORAL'))).toEqual(['Viajes del Litoral S.A.']);
    // the first demo entity: 30-70000000, 3·5 + 7·3 = 36, 36 mod 11 = 3 → check digit 8
    expect(names(await page('q=30-70000000-8'))).toEqual(['Turismo Patagonia S.R.L.']);
    expect((await page('q=%25')).total).toBe(0);
  });

  it('filters by state, as the users screen asks for its entity picker', async () => {
    const active = await page('estado=activas&perPage=100&q=');
    expect(active.total).toBe(DEMO_ENTITY_NAMES.length - 1);
    expect(names(active)).not.toContain('Trelew Valle Turismo S.R.L.');
    expect(active.items.every((e) => e.active)).toBe(true);
    const inactive = await page('estado=inactivas');
    expect(names(inactive)).toEqual(['Trelew Valle Turismo S.R.L.']);
    expect((await page('estado=todas')).total).toBe(DEMO_ENTITY_NAMES.length);
  });

  it('sorts by CUIT and by razón social, both ways', async () => {
    const byCuit = (await page('sort=cuit&dir=desc&perPage=100')).items.map((e) => e.cuit!);
    expect(byCuit).toHaveLength(DEMO_ENTITY_NAMES.length);
    expect(byCuit).toEqual([...byCuit].sort().reverse());
    const last = await page('sort=razonSocial&dir=desc&perPage=10');
    expect(names(last).slice(0, 2)).toEqual(['Villa Gesell Dunas Viajes S.A.', 'Viajes del Litoral S.A.']);
  });

  it('refuses a state or a page size it does not know, in Spanish', async () => {
    const state = await kit.list('estado=borradas');
    expect(state.statusCode).toBe(400);
    expect(state.json().message).toMatch(/^estado: /);
    const size = await kit.list('perPage=7');
    expect([size.statusCode, size.json().message]).toEqual([400, 'perPage: Tamaño de página no válido']);
  });

  it('is for staff with the permission only', async () => {
    expect((await kit.list('', t.agente)).statusCode).toBe(403);
    expect((await kit.list('', t.vendedor)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/entidades/agentes', () => {
  it('lists the active AS agents only', async () => {
    await kit.addAgent({ username: 'agente-baja', active: false });
    const res = await kit.agents();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: t.ids.agente, nombre: 'Agustina Ferreyra', username: 'agente' }]);
    expect((await kit.agents(t.agente)).statusCode).toBe(403);
  });
});
