import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema-admin';
import { entities, users } from '../../../db/schema';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import {
  bearer,
  changePassword,
  createUser,
  editUser,
  listUsers,
  login,
  myReservations,
  newSeller,
  snapshot,
} from './test-kit';

const t = useTestApp();
let admin: Headers;
let adminId: number;
let entityIds: number[];
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
  adminId = (await t.db.select().from(users).where(eq(users.username, 'admin')))[0]!.id;
  entityIds = (await t.db.select().from(entities).orderBy(entities.idEntidad)).map((e) => e.idEntidad);
});

const NEW_PASSWORD = 'cielo-tango-mate-92';

/** A user who has logged in and changed the temporary password: their session works. */
async function workingUser(username: string, extra: object = {}) {
  const created = (await createUser(t.app, admin, newSeller(username, extra))).json();
  const session = bearer((await login(t.app, username, created.claveTemporal)).json().accesos.token);
  expect(
    (await changePassword(t.app, session, { actual: created.claveTemporal, nueva: NEW_PASSWORD })).statusCode,
  ).toBe(204);
  return { id: created.id as number, session };
}

const linked = (res: { json: () => { entidades: { idEntidad: number }[] } }) =>
  res
    .json()
    .entidades.map((e) => e.idEntidad)
    .sort((a, b) => a - b);

describe('PATCH /api/admin/usuarios/:id (issue 31, item 2)', () => {
  it('changes only what is sent and audits the record before and after', async () => {
    const { id } = await workingUser('edita.nombre');
    const res = await editUser(t.app, admin, id, {
      nombre: 'Lucía F. Paz',
      uws: 1300,
      nivel: null,
      active: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, nombre: 'Lucía F. Paz', uws: 1300, nivel: 1, active: true });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'usuario.editar'));
    expect(entry).toMatchObject({ targetId: String(id), summary: 'Edición del usuario edita.nombre' });
    expect(entry!.before).toMatchObject({ nombre: 'Lucía Fernández', uws: 1200 });
    expect(entry!.after).toMatchObject({ nombre: 'Lucía F. Paz', uws: 1300 });
    // saving the same again is no change to log
    const before = await snapshot(t.db);
    expect((await editUser(t.app, admin, id, { nombre: 'Lucía F. Paz', uws: 1300 })).statusCode).toBe(200);
    expect((await snapshot(t.db)).audit).toBe(before.audit);
  });

  it('deactivates a user: their open session stops at once and they cannot log in; reactivation undoes it', async () => {
    const { id, session } = await workingUser('se.va');
    const off = await editUser(t.app, admin, id, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect((await myReservations(t.app, session)).statusCode).toBe(401);
    expect((await login(t.app, 'se.va', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await listUsers(t.app, admin, 'estado=inactivos&q=se.va')).json().total).toBe(1);

    await editUser(t.app, admin, id, { active: true });
    expect((await login(t.app, 'se.va', NEW_PASSWORD)).statusCode).toBe(200);
    const actions = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(actions.map((a) => a.action)).toContain('usuario.desactivar');
    expect(actions.map((a) => a.action)).toContain('usuario.reactivar');
  });

  it('applies a new role at once: a seller made administrator opens the back office', async () => {
    const { id, session } = await workingUser('asciende');
    expect((await listUsers(t.app, session)).statusCode).toBe(403);
    await editUser(t.app, admin, id, { nivel: 4 });
    expect((await listUsers(t.app, session)).statusCode).toBe(200);
  });

  it('replaces the AS agent’s client entities, and drops them when the role changes', async () => {
    const [a, b, c] = entityIds;
    const created = (
      await createUser(t.app, admin, { ...newSeller('as.cambia'), nivel: 2, entidades: [a, b] })
    ).json();
    expect(linked(await editUser(t.app, admin, created.id, { entidades: [c] }))).toEqual([c]);
    expect(linked(await editUser(t.app, admin, created.id, { nivel: 1 }))).toEqual([]);
    const back = await editUser(t.app, admin, created.id, { nivel: 2 });
    expect([back.statusCode, back.json().message]).toEqual([
      400,
      'Un agente AS necesita al menos una entidad cliente',
    ]);
    expect(linked(await editUser(t.app, admin, created.id, { nivel: 2, entidades: [b, c] }))).toEqual(
      [b, c].sort(),
    );
  });

  it('keeps a link to an entity deactivated since, but links no inactive one anew', async () => {
    const [, , , d, e] = entityIds;
    const created = (
      await createUser(t.app, admin, { ...newSeller('as.vieja'), nivel: 2, entidades: [d] })
    ).json();
    await t.db.update(entities).set({ active: false }).where(eq(entities.idEntidad, d!));
    await t.db.update(entities).set({ active: false }).where(eq(entities.idEntidad, e!));
    try {
      expect(
        (await editUser(t.app, admin, created.id, { nombre: 'Otro', nivel: 2, entidades: [d] })).statusCode,
      ).toBe(200);
      const before = await snapshot(t.db);
      const res = await editUser(t.app, admin, created.id, { entidades: [d, e] });
      expect([res.statusCode, res.json().message]).toEqual([400, 'Solo se pueden asignar entidades activas']);
      expect(await snapshot(t.db)).toEqual(before);
    } finally {
      await t.db
        .update(entities)
        .set({ active: true })
        .where(inArray(entities.idEntidad, [d!, e!]));
    }
  });

  it('refuses an administrator deactivating or demoting themselves, writing nothing', async () => {
    const before = await snapshot(t.db);
    for (const body of [{ active: false }, { nivel: 3 }, { nivel: 1, nombre: 'Yo' }]) {
      const res = await editUser(t.app, admin, adminId, body);
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'No puede desactivarse ni quitarse el rol de administrador a usted mismo',
      ]);
    }
    expect(await snapshot(t.db)).toEqual(before);
    // their own name is theirs to fix
    expect(
      (await editUser(t.app, admin, adminId, { nombre: 'Administración MT', nivel: 4 })).statusCode,
    ).toBe(200);
  });

  it('answers 400 in Spanish for bad fields and 404 for an unknown user, writing nothing', async () => {
    const { id } = await workingUser('campos.malos');
    const before = await snapshot(t.db);
    for (const [body, message] of [
      [{ nombre: 'x'.repeat(201) }, 'hasta 200 caracteres'],
      [{ nivel: 0 }, 'Elija un rol válido'],
      [{ uws: -3 }, 'El UWS debe ser'],
      [{ active: 'quizás' }, 'Estado no válido'],
      [{ entidades: [entityIds[0]] }, 'Solo los agentes AS'],
      [{ entidades: 'todas' }, 'Entidad no válida'],
    ] as const) {
      const res = await editUser(t.app, admin, id, body);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect((await editUser(t.app, admin, 987654, { nombre: 'Nadie' })).statusCode).toBe(404);
    expect((await editUser(t.app, admin, 0, { nombre: 'Nadie' })).statusCode).toBe(400);
    expect(await snapshot(t.db)).toEqual(before);
  });
});
