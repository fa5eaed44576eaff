import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/domain';
import { auditLog } from '../../../db/schema-admin';
import { entities, users } from '../../../db/schema';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import {
  bearer,
  changePassword,
  createUser,
  login,
  myReservations,
  newSeller,
  resetPassword,
  snapshot,
} from './test-kit';

const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
});

const TEMPORARY = /^[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}-[a-km-zA-HJ-NP-Z2-9]{4}$/;
const auditOf = (targetId: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.targetId, String(targetId)))
    .orderBy(auditLog.id);

describe('POST /api/admin/usuarios (issue 31, item 2)', () => {
  it('creates a seller with a temporary password shown once, stored only as a hash, audited without it', async () => {
    const res = await createUser(t.app, admin, newSeller('lucia.fernandez'));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      username: 'lucia.fernandez',
      nombre: 'Lucía Fernández',
      nivel: 1,
      uws: 1200,
      active: true,
      mustChangePassword: true,
      entidades: [],
    });
    expect(body.claveTemporal).toMatch(TEMPORARY);
    const [stored] = await t.db.select().from(users).where(eq(users.id, body.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored!.passwordHash).not.toContain(body.claveTemporal);
    const audit = await auditOf(body.id);
    expect(audit.map((a) => a.action)).toEqual(['usuario.crear']);
    expect(audit[0]).toMatchObject({ actorName: 'Administración Mundo Travel', target: 'usuario' });
    expect(audit[0]!.after).toMatchObject({ username: 'lucia.fernandez', nivel: 1 });
    expect(JSON.stringify(audit)).not.toContain(body.claveTemporal);
    // the list never shows it again
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/usuarios?q=lucia', headers: admin });
    expect(listed.body).not.toContain(body.claveTemporal);
  });

  it('gives every user a different temporary password', async () => {
    const a = (await createUser(t.app, admin, newSeller('temp.uno'))).json().claveTemporal;
    const b = (await createUser(t.app, admin, newSeller('temp.dos'))).json().claveTemporal;
    expect(a).not.toBe(b);
  });

  it('keeps the new user to the password change until they make it, then lets them work', async () => {
    const created = (
      await createUser(t.app, admin, newSeller('pablo.sosa', { nombre: 'Pablo Sosa' }))
    ).json();
    const res = await login(t.app, 'pablo.sosa', created.claveTemporal);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ id: created.id, nivel: 1, debeCambiarClave: true });
    const headers = bearer(res.json().accesos.token);
    const refused = await myReservations(t.app, headers);
    expect([refused.statusCode, refused.json().message]).toEqual([403, MESSAGES.mustChangePassword]);
    const change = await changePassword(t.app, headers, {
      actual: created.claveTemporal,
      nueva: 'cielo-tango-mate-92',
    });
    expect(change.statusCode).toBe(204);
    expect((await myReservations(t.app, headers)).statusCode).toBe(200);
    // the next login no longer asks for it
    const again = await login(t.app, 'pablo.sosa', 'cielo-tango-mate-92');
    expect(again.json().data.user.debeCambiarClave).toBeUndefined();
  });

  it('creates an AS agent with the active client entities chosen', async () => {
    const ids = (await t.db.select().from(entities).orderBy(entities.idEntidad)).map((e) => e.idEntidad);
    const res = await createUser(t.app, admin, {
      ...newSeller('as.nuevo'),
      nivel: 2,
      entidades: [ids[5], ids[4], ids[5]],
    });
    expect(res.statusCode).toBe(201);
    expect(
      res
        .json()
        .entidades.map((e: { idEntidad: number }) => e.idEntidad)
        .sort(),
    ).toEqual([ids[4], ids[5]].sort());
  });

  it('answers 409 in Spanish for a username in use, and writes nothing', async () => {
    const before = await snapshot(t.db);
    const res = await createUser(t.app, admin, newSeller('vendedor'));
    expect([res.statusCode, res.json().message]).toEqual([
      409,
      'Ya existe un usuario con ese nombre de usuario',
    ]);
    expect(await snapshot(t.db)).toEqual(before);
  });

  it('answers 400 in Spanish for each broken rule, and writes nothing', async () => {
    const [active, inactive] = await t.db.select().from(entities).orderBy(entities.idEntidad).limit(2);
    await t.db.update(entities).set({ active: false }).where(eq(entities.idEntidad, inactive!.idEntidad));
    const cases: [object, string][] = [
      [newSeller('Mayusculas'), 'solo admite minúsculas'],
      [newSeller('ab'), 'entre 3 y 100 caracteres'],
      [newSeller('con espacio'), 'solo admite minúsculas'],
      [newSeller('sin.nombre', { nombre: '  ' }), 'El nombre es obligatorio'],
      [newSeller('rol.malo', { nivel: 7 }), 'Elija un rol válido'],
      [newSeller('uws.cero', { uws: 0 }), 'El UWS debe ser un número entero positivo'],
      [newSeller('uws.texto', { uws: 'abc' }), 'El UWS debe ser un número entero positivo'],
      [newSeller('as.sin', { nivel: 2, entidades: [] }), 'Un agente AS necesita al menos una entidad'],
      [newSeller('vend.con', { nivel: 1, entidades: [active!.idEntidad] }), 'Solo los agentes AS'],
      [
        newSeller('as.inactiva', { nivel: 2, entidades: [inactive!.idEntidad] }),
        'Solo se pueden asignar entidades activas',
      ],
      [
        newSeller('as.inexistente', { nivel: 2, entidades: [987654] }),
        'Solo se pueden asignar entidades activas',
      ],
    ];
    const before = await snapshot(t.db);
    for (const [body, message] of cases) {
      const res = await createUser(t.app, admin, body);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringContaining(message)]);
    }
    expect(await snapshot(t.db)).toEqual(before);
    await t.db.update(entities).set({ active: true }).where(eq(entities.idEntidad, inactive!.idEntidad));
  });
});

describe('POST /api/admin/usuarios/:id/restablecer-clave (issue 31, item 2)', () => {
  it('replaces the password with a new temporary one the user must change, audited without it', async () => {
    const created = (await createUser(t.app, admin, newSeller('olvido.clave'))).json();
    const first = await login(t.app, 'olvido.clave', created.claveTemporal);
    await changePassword(t.app, bearer(first.json().accesos.token), {
      actual: created.claveTemporal,
      nueva: 'Tr0mb0n-Azul-Lejano',
    });

    const res = await resetPassword(t.app, admin, created.id);
    expect(res.statusCode).toBe(200);
    const { claveTemporal } = res.json();
    expect(claveTemporal).toMatch(TEMPORARY);
    expect(res.json()).toMatchObject({ id: created.id, mustChangePassword: true });
    expect((await login(t.app, 'olvido.clave', 'Tr0mb0n-Azul-Lejano')).statusCode).toBe(401);
    const again = await login(t.app, 'olvido.clave', claveTemporal);
    expect(again.json().data.user.debeCambiarClave).toBe(true);
    const audit = await auditOf(created.id);
    expect(audit.map((a) => a.action)).toEqual([
      'usuario.crear',
      'usuario.cambiar-clave',
      'usuario.restablecer-clave',
    ]);
    expect(JSON.stringify(audit)).not.toContain(claveTemporal);
  });

  it('applies at once to a session already open: the user must change the password first', async () => {
    const created = (await createUser(t.app, admin, newSeller('sesion.abierta'))).json();
    const session = bearer(
      (await login(t.app, 'sesion.abierta', created.claveTemporal)).json().accesos.token,
    );
    await changePassword(t.app, session, { actual: created.claveTemporal, nueva: 'cielo-tango-mate-92' });
    expect((await myReservations(t.app, session)).statusCode).toBe(200);
    await resetPassword(t.app, admin, created.id);
    expect((await myReservations(t.app, session)).json().message).toBe(MESSAGES.mustChangePassword);
  });

  it('answers 404 for an unknown user', async () => {
    const res = await resetPassword(t.app, admin, 987654);
    expect(res.statusCode).toBe(404);
  });
});
