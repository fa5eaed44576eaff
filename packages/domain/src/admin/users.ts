import { z } from 'zod';
import { ZPageQuery } from './paging';
import { isRoleNivel } from './permissions';
import { AS_AGENT_NIVEL } from '../auth/session-rules';

// The back office's users (issue 31, item 2): the list, the create and edit forms and the
// change of one's own password. The same schemas validate the API's routes and the portal's forms.

// Optional fields may come absent, empty or as null from a client built from the spec.
const blank = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

/** A password's length bounds; its strength is judged by password-strength.ts (API and portal). */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;

export const USER_MESSAGES = {
  usernameLength: 'El usuario debe tener entre 3 y 100 caracteres',
  usernamePattern: 'El usuario solo admite minúsculas, números, punto, guion y guion bajo',
  usernameTaken: 'Ya existe un usuario con ese nombre de usuario',
  nombreRequired: 'El nombre es obligatorio',
  nombreMax: 'El nombre puede tener hasta 200 caracteres',
  nivelInvalid: 'Elija un rol válido',
  uwsInvalid: 'El UWS debe ser un número entero positivo',
  entityInvalid: 'Entidad no válida',
  entitiesMax: 'Se pueden asignar hasta 100 entidades',
  entitiesOnlyForAgents: 'Solo los agentes AS (nivel 2) tienen entidades cliente',
  entitiesRequired: 'Un agente AS necesita al menos una entidad cliente',
  entityInactive: 'Solo se pueden asignar entidades activas',
  notYourself: 'No puede desactivarse ni quitarse el rol de administrador a usted mismo',
  currentRequired: 'Ingrese su contraseña actual',
  newRequired: 'Ingrese la contraseña nueva',
  currentWrong: 'La contraseña actual no es correcta',
  sameAsCurrent: 'La contraseña nueva debe ser distinta de la actual',
  repeatMismatch: 'Las contraseñas no coinciden',
} as const;

const ZUsername = z
  .string({ error: USER_MESSAGES.usernameLength })
  .trim()
  .min(3, USER_MESSAGES.usernameLength)
  .max(100, USER_MESSAGES.usernameLength)
  .regex(USERNAME_PATTERN, USER_MESSAGES.usernamePattern);
const ZNombre = z
  .string({ error: USER_MESSAGES.nombreRequired })
  .trim()
  .min(1, USER_MESSAGES.nombreRequired)
  .max(200, USER_MESSAGES.nombreMax);
// `: boolean`, not the type guard: the form and the API hold the role as a plain number
const ZNivel = z
  .number({ error: USER_MESSAGES.nivelInvalid })
  .int(USER_MESSAGES.nivelInvalid)
  .refine((n): boolean => isRoleNivel(n), USER_MESSAGES.nivelInvalid);
const ZUws = z
  .number({ error: USER_MESSAGES.uwsInvalid })
  .int(USER_MESSAGES.uwsInvalid)
  .positive(USER_MESSAGES.uwsInvalid)
  .max(2_147_483_647, USER_MESSAGES.uwsInvalid);
/** Client entities an AS agent books for (spec §6); other roles have none. */
const ZEntidades = z
  .array(z.number({ error: USER_MESSAGES.entityInvalid }).int().positive(USER_MESSAGES.entityInvalid), {
    error: USER_MESSAGES.entityInvalid,
  })
  .max(100, USER_MESSAGES.entitiesMax);

/**
 * Client entities belong to AS agents only (spec §6), who need at least one to book: the
 * message of the broken rule, or undefined. The API checks it again, with which are active.
 */
export const userEntitiesError = (nivel: number, entidades: readonly number[] = []): string | undefined => {
  if (nivel !== AS_AGENT_NIVEL) return entidades.length > 0 ? USER_MESSAGES.entitiesOnlyForAgents : undefined;
  return entidades.length === 0 ? USER_MESSAGES.entitiesRequired : undefined;
};

export const ZUserCreate = z.object({
  username: ZUsername,
  nombre: ZNombre,
  nivel: ZNivel,
  uws: ZUws,
  entidades: z.preprocess(blank, ZEntidades.optional()),
});
export type TUserCreate = z.infer<typeof ZUserCreate>;

export const ZUserEdit = z.object({
  nombre: z.preprocess(blank, ZNombre.optional()),
  nivel: z.preprocess(blank, ZNivel.optional()),
  uws: z.preprocess(blank, ZUws.optional()),
  entidades: z.preprocess(blank, ZEntidades.optional()),
  active: z.preprocess(blank, z.boolean({ error: 'Estado no válido' }).optional()),
});
export type TUserEdit = z.infer<typeof ZUserEdit>;

export const ZUserId = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const USER_SORTS = ['username', 'nombre', 'nivel', 'createdAt'] as const;
export const USER_STATES = ['activos', 'inactivos', 'todos'] as const;
export type TUserState = (typeof USER_STATES)[number];

export const ZUserQuery = ZPageQuery.extend({
  sort: z.preprocess(blank, z.enum(USER_SORTS, { error: 'Orden no válido' }).optional()),
  nivel: z.preprocess(
    blank,
    z.coerce
      .number()
      .int()
      .refine((n): boolean => isRoleNivel(n), USER_MESSAGES.nivelInvalid)
      .optional(),
  ),
  estado: z.preprocess(blank, z.enum(USER_STATES, { error: 'Estado no válido' }).default('todos')),
});
export type TUserQuery = z.infer<typeof ZUserQuery>;

export const ZUserRow = z.object({
  id: z.number().int(),
  username: z.string(),
  nombre: z.string(),
  nivel: z.number().int(),
  uws: z.number().int(),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  entidades: z.array(z.object({ idEntidad: z.number().int(), razonSocial: z.string() })),
  createdAt: z.string(),
});
export type TUserRow = z.infer<typeof ZUserRow>;

/** A new user or a reset password: the temporary password is shown this once and never again. */
export const ZUserWithPassword = ZUserRow.extend({ claveTemporal: z.string() });
export type TUserWithPassword = z.infer<typeof ZUserWithPassword>;

/** POST /api/main/cambiar-clave: any logged-in user changes their own password. */
export const ZChangePassword = z.object({
  actual: z
    .string({ error: USER_MESSAGES.currentRequired })
    .min(1, USER_MESSAGES.currentRequired)
    .max(PASSWORD_MAX_LENGTH),
  nueva: z
    .string({ error: USER_MESSAGES.newRequired })
    .min(1, USER_MESSAGES.newRequired)
    .max(PASSWORD_MAX_LENGTH),
});
export type TChangePassword = z.infer<typeof ZChangePassword>;

/** The portal's form: the new password typed twice. */
export const ZChangePasswordForm = ZChangePassword.extend({ repetir: z.string() }).refine(
  (v) => v.repetir === v.nueva,
  { message: USER_MESSAGES.repeatMismatch, path: ['repetir'] },
);
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;
