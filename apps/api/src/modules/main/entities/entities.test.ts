import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENTITY_NAMES } from '../../../seed';
import { AGENTE, authHeader, createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/main/entidades/:text', () => {
  it('finds only the entities the agent may book for, by part of the name', async () => {
    const headers = await authHeader(t.app, AGENTE);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/main/entidades/${encodeURIComponent('viaj')}`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { razonSocial: string }[]).map((e) => e.razonSocial);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(AGENT_ENTITY_NAMES).toContain(name);
  });

  it('finds nothing for a user with no entities', async () => {
    const headers = await authHeader(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/main/entidades/viajes', headers });
    expect(res.json()).toEqual([]);
  });

  it('refuses fewer than 4 characters', async () => {
    const headers = await authHeader(t.app, AGENTE);
    const res = await t.app.inject({ method: 'GET', url: '/api/main/entidades/tur', headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('4 caracteres');
  });

  it('treats % and _ as plain characters', async () => {
    const headers = await authHeader(t.app, AGENTE);
    const res = await t.app.inject({ method: 'GET', url: '/api/main/entidades/%25%25%25%25', headers });
    expect(res.json()).toEqual([]);
  });
});
