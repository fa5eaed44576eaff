import { describe, expect, it } from 'vitest';
import { userEntitiesError, ZChangePasswordForm, ZUserCreate, ZUserEdit, ZUserQuery } from './users';

const seller = { username: 'lucia.fernandez', nombre: 'Lucía Fernández', nivel: 1, uws: 1200 };
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the users schemas (issue 31, item 2)', () => {
  it('takes a username of 3 to 100 lower-case letters, digits, dot, dash and underscore', () => {
    for (const username of ['abc', 'lucia.fernandez', 'v_1-2', 'a'.repeat(100)])
      expect([username, ZUserCreate.safeParse({ ...seller, username }).success]).toEqual([username, true]);
    for (const username of ['ab', 'Lucia', 'lucía', 'con espacio', 'a'.repeat(101), 'x@y'])
      expect([username, ZUserCreate.safeParse({ ...seller, username }).success]).toEqual([username, false]);
  });

  it('refuses a role outside the table and a UWS that is not a positive whole number', () => {
    expect(firstMessage(ZUserCreate.safeParse({ ...seller, nivel: 5 }))).toBe('Elija un rol válido');
    for (const uws of [0, -1, 1.5, '12'])
      expect(firstMessage(ZUserCreate.safeParse({ ...seller, uws }))).toBe(
        'El UWS debe ser un número entero positivo',
      );
  });

  it('reads an edit field sent empty or null as not sent', () => {
    expect(ZUserEdit.parse({ nombre: '', nivel: null, uws: 'null', active: false })).toEqual({
      active: false,
    });
  });

  it('lists every user unless a state is asked', () => {
    expect(ZUserQuery.parse({}).estado).toBe('todos');
    expect(ZUserQuery.safeParse({ sort: 'passwordHash' }).success).toBe(false);
  });

  it('gives client entities to AS agents only, at least one', () => {
    expect(userEntitiesError(2, [])).toBe('Un agente AS necesita al menos una entidad cliente');
    expect(userEntitiesError(2, [4])).toBeUndefined();
    expect(userEntitiesError(1, [4])).toBe('Solo los agentes AS (nivel 2) tienen entidades cliente');
    expect(userEntitiesError(4, [])).toBeUndefined();
  });

  it('wants the new password typed twice alike', () => {
    const form = { actual: 'vieja-clave', nueva: 'cielo-tango-mate-92', repetir: 'cielo-tango-mate-93' };
    expect(firstMessage(ZChangePasswordForm.safeParse(form))).toBe('Las contraseñas no coinciden');
  });
});
