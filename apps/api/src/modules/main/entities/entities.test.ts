import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AGENT_ENTITY_NAMES } from '../../../seed';
import { useTestApp } from '../../../test/app';
import { entities as entitiesTable } from '../../../db/schema';

const t = useTestApp();
const entities = (text: string, headers = t.agente) =>
  t.app.inject({ method: 'GET', url: `/api/main/entidades/${encodeURIComponent(text)}`, headers });

describe('GET /api/main/entidades/:text', () => {
  it('finds only the entities the agent may book for, by part of the name', async () => {
    const res = await entities('viaj');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { razonSocial: string }[]).map((e) => e.razonSocial);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(AGENT_ENTITY_NAMES).toContain(name);
  });

  it('finds nothing for a user with no entities', async () => {
    const res = await entities('viajes', t.vendedor);
    expect(res.json()).toEqual([]);
  });

  it('refuses fewer than 4 characters', async () => {
    const res = await entities('tur');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('4 caracteres');
  });

  it('treats % and _ as plain characters', async () => {
    const res = await entities('%%%%');
    expect(res.json()).toEqual([]);
  });

  it('offers only active entities (issue 31, item 3)', async () => {
    const names = async () =>
      (await entities('S.A.')).json().map((e: { razonSocial: string }) => e.razonSocial);
    expect(await names()).toContain('Viajes del Litoral S.A.');
    const litoral = eq(entitiesTable.razonSocial, 'Viajes del Litoral S.A.');
    await t.db.update(entitiesTable).set({ active: false }).where(litoral);
    expect(await names()).toEqual(['Andes Travel Group S.A.']);
    await t.db.update(entitiesTable).set({ active: true }).where(litoral);
  });
});
