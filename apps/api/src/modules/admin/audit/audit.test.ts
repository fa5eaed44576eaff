import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import { auditLog } from '../../../db/schema-admin';
import { recordAudit } from '../audit';

const t = useTestApp();
let admin: Headers;
const actor = { id: 0, nombre: 'Laura Prueba' };

const list = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/admin/auditoria?${query}`, headers: admin });

beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
  actor.id = t.ids.vendedor;
  for (let i = 0; i < 3; i++) {
    await recordAudit(t.db, actor, {
      action: 'usuario.editar',
      target: 'usuario',
      targetId: 40 + i,
      summary: `Cambio número ${i + 1}`,
      before: { nombre: 'Antes', password: 'secreta' },
      after: { nombre: 'Después', passwordHash: 'x' },
    });
  }
  // two entries at known instants: 02:30 UTC on Nov 10 is still Nov 9 in Buenos Aires (UTC-3)
  for (const at of ['2026-11-10T02:30:00Z', '2026-11-10T15:00:00Z'])
    await t.db.insert(auditLog).values({
      at: new Date(at),
      actorName: 'Sistema',
      action: 'imagen.subir',
      target: 'imagen',
      summary: `Subida ${at}`,
    });
});

describe('the audit log (issue 31, item 8)', () => {
  it('pages the entries newest first, with who, what, before and after, and no secret', async () => {
    const res = await list('perPage=10&target=usuario');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(3);
    expect(body.items.map((e: { summary: string }) => e.summary)).toEqual([
      'Cambio número 3',
      'Cambio número 2',
      'Cambio número 1',
    ]);
    expect(body.items[0]).toMatchObject({
      actorName: 'Laura Prueba',
      action: 'usuario.editar',
      targetId: '42',
      before: { nombre: 'Antes' },
      after: { nombre: 'Después' },
    });
    expect(JSON.stringify(body)).not.toMatch(/secreta|passwordHash/);
  });

  it('searches the text and pages with a stable order', async () => {
    const found = (await list('q=n%C3%BAmero%202')).json();
    expect(found.items.map((e: { summary: string }) => e.summary)).toEqual(['Cambio número 2']);
    const second = (await list('target=usuario&perPage=10&page=1&sort=at&dir=asc')).json();
    expect(second.items[0].summary).toBe('Cambio número 1');
  });

  it('refuses to change or delete an entry: the database keeps it append-only', async () => {
    await expect(t.db.update(auditLog).set({ summary: 'reescrito' })).rejects.toThrow();
    await expect(t.db.delete(auditLog)).rejects.toThrow();
    const body = (await list('target=usuario')).json();
    expect(body.total).toBe(3);
    expect(body.items.every((e: { summary: string }) => e.summary.startsWith('Cambio'))).toBe(true);
  });

  it("filters by the agency's calendar days", async () => {
    const day = (await list('target=imagen&desde=2026-11-10&hasta=2026-11-10')).json();
    expect(day.items.map((e: { summary: string }) => e.summary)).toEqual(['Subida 2026-11-10T15:00:00Z']);
    const before = (await list('target=imagen&hasta=2026-11-09')).json();
    expect(before.items.map((e: { summary: string }) => e.summary)).toEqual(['Subida 2026-11-10T02:30:00Z']);
  });

  it('answers 400 in Spanish for a bad range', async () => {
    const res = await list('desde=2026-11-12&hasta=2026-11-01');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/desde no puede ser posterior/);
  });
});
