import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema-admin';
import { users } from '../../../db/schema';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import { bearer, changePassword, createUser, login, newSeller, snapshot } from '../../admin/users/test-kit';

const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
});

/** A new seller logged in with the temporary password. */
async function newcomer(username: string) {
  const created = (await createUser(t.app, admin, newSeller(username, { nombre: 'Ramiro Quiroga' }))).json();
  const res = await login(t.app, username, created.claveTemporal);
  return {
    id: created.id as number,
    temporary: created.claveTemporal as string,
    session: bearer(res.json().accesos.token),
  };
}

describe('POST /api/main/cambiar-clave (issue 31, item 2)', () => {
  it('sets the new password, ends the temporary one and audits it without either', async () => {
    const { id, temporary, session } = await newcomer('ramiro.q');
    const res = await changePassword(t.app, session, { actual: temporary, nueva: 'Tr0mb0n-Azul-Lejano' });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    expect(row!.mustChangePassword).toBe(false);
    expect((await login(t.app, 'ramiro.q', temporary)).statusCode).toBe(401);
    expect((await login(t.app, 'ramiro.q', 'Tr0mb0n-Azul-Lejano')).statusCode).toBe(200);
    const [entry] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: 'usuario.cambiar-clave',
      userId: id,
      actorName: 'Ramiro Quiroga',
      targetId: String(id),
    });
    expect(JSON.stringify(entry)).not.toMatch(/Tr0mb0n|argon/);
    expect(JSON.stringify(entry)).not.toContain(temporary);
  });

  it('lets a user without a temporary password change theirs too', async () => {
    const { temporary, session } = await newcomer('otra.vez');
    await changePassword(t.app, session, { actual: temporary, nueva: 'cielo-tango-mate-92' });
    const res = await changePassword(t.app, session, {
      actual: 'cielo-tango-mate-92',
      nueva: 'correcto caballo bateria grapa',
    });
    expect(res.statusCode).toBe(204);
  });

  it('answers 400 in Spanish for a wrong current password, a weak or repeated new one, and writes nothing', async () => {
    const { temporary, session } = await newcomer('sin.suerte');
    const cases: [object, RegExp][] = [
      [{ actual: 'no-es-la-actual', nueva: 'cielo-tango-mate-92' }, /^La contraseña actual no es correcta$/],
      [{ actual: temporary, nueva: temporary }, /^La contraseña nueva debe ser distinta de la actual$/],
      [
        { actual: temporary, nueva: 'password123' },
        /^La contraseña es demasiado fácil de adivinar\. .*usada/,
      ],
      [{ actual: temporary, nueva: 'ramiroquiroga1' }, /No use su nombre ni su usuario/],
      [{ actual: temporary, nueva: 'Ab1!x' }, /^La contraseña debe tener al menos 10 caracteres\.$/],
      [{ actual: temporary }, /Ingrese la contraseña nueva/],
      [{ actual: '', nueva: 'cielo-tango-mate-92' }, /Ingrese su contraseña actual/],
    ];
    const before = await snapshot(t.db);
    for (const [body, message] of cases) {
      const res = await changePassword(t.app, session, body);
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await snapshot(t.db)).toEqual(before);
    expect((await login(t.app, 'sin.suerte', temporary)).json().data.user.debeCambiarClave).toBe(true);
  });

  it('needs a session', async () => {
    const res = await changePassword(t.app, {}, { actual: 'a', nueva: 'cielo-tango-mate-92' });
    expect(res.statusCode).toBe(401);
  });
});
