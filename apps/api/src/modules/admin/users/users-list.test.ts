import { beforeAll, describe, expect, it } from 'vitest';
import { AGENT_ENTITY_NAMES } from '../../../seed';
import { ADMIN, authHeader, TARIFAS, useTestApp, type Headers } from '../../../test/app';
import { listUsers } from './test-kit';

const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
});

type Row = {
  username: string;
  nombre: string;
  nivel: number;
  active: boolean;
  entidades: { razonSocial: string }[];
};
const usernames = (body: { items: Row[] }) => body.items.map((u) => u.username);
const list = async (query: string) => {
  const res = await listUsers(t.app, admin, query);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Row[]; total: number; page: number; perPage: number };
};

describe('GET /api/admin/usuarios (issue 31, item 2)', () => {
  it('lists every user by username, with role, state and the AS agent’s entities, and no secret', async () => {
    const res = await listUsers(t.app, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(usernames(body)).toEqual(['admin', 'agente', 'inactivo', 'tarifas', 'vendedor']);
    expect(body).toMatchObject({ total: 5, page: 1, perPage: 20 });
    const agente = body.items[1];
    expect(agente).toMatchObject({ nombre: 'Agustina Ferreyra', nivel: 2, uws: 1001, active: true });
    expect(agente.mustChangePassword).toBe(false);
    expect(agente.entidades.map((e: Row['entidades'][0]) => e.razonSocial)).toEqual(
      [...AGENT_ENTITY_NAMES].sort((a, b) => a.localeCompare(b, 'es')),
    );
    expect(JSON.stringify(body)).not.toMatch(/password_?hash|\$argon2/i);
  });

  it('searches the username and the name, without case', async () => {
    expect(usernames(await list('q=VEND'))).toEqual(['vendedor']);
    expect(usernames(await list('q=ferreyra'))).toEqual(['agente']);
    // % and _ are plain characters, not wildcards
    expect((await list('q=%25')).total).toBe(0);
  });

  it('filters by role and by state', async () => {
    expect(usernames(await list('nivel=2'))).toEqual(['agente']);
    expect(usernames(await list('estado=inactivos'))).toEqual(['inactivo']);
    expect(usernames(await list('estado=activos'))).not.toContain('inactivo');
    expect((await list('estado=activos')).total).toBe(4);
    expect(usernames(await list('nivel=1&estado=activos'))).toEqual(['vendedor']);
  });

  it('sorts by the asked column and pages', async () => {
    expect(usernames(await list('sort=nivel&dir=desc'))).toEqual([
      'admin',
      'tarifas',
      'agente',
      'inactivo',
      'vendedor',
    ]);
    // Agustina, Administración, Laura, Martín, Usuario
    expect(usernames(await list('sort=nombre'))).toEqual([
      'admin',
      'agente',
      'tarifas',
      'vendedor',
      'inactivo',
    ]);
    const second = await list('perPage=10&page=2');
    expect(second).toMatchObject({ items: [], total: 5, page: 2, perPage: 10 });
  });

  it('answers 400 in Spanish for a bad filter or sort', async () => {
    for (const [query, message] of [
      ['sort=password', 'Orden no válido'],
      ['estado=borrados', 'Estado no válido'],
      ['nivel=9', 'Elija un rol válido'],
    ]) {
      const res = await listUsers(t.app, admin, query!);
      expect([query, res.statusCode, res.json().message]).toEqual([
        query,
        400,
        expect.stringContaining(message!),
      ]);
    }
  });

  it('is refused to rate-sheet staff: their role may not see users', async () => {
    const res = await listUsers(t.app, await authHeader(t.app, TARIFAS));
    expect(res.statusCode).toBe(403);
  });
});
