// Who may do what in the back office (issue 31, item 1): one table, read by the API's guard
// on every /api/admin route and by the portal to show only what a user may use.

/** spec §3: nivel 1 agent, 2 AS agent; ours: 3 rate-sheet staff, 4 administrator. */
export const ROLE_NIVELES = [1, 2, 3, 4] as const;
export type TRoleNivel = (typeof ROLE_NIVELES)[number];
export const ADMIN_NIVEL = 4;

export const PERMISSIONS = [
  'usuarios.ver',
  'usuarios.editar',
  'entidades.ver',
  'entidades.editar',
  'posts.editar',
  'cupos.ver',
  'cupos.editar',
  'tarifario.cargar',
  'proveedores.ver',
  'auditoria.ver',
  // issue 32: the agency's commerce
  'margenes.editar',
  'creditos.editar',
  'cuentas.ver',
  'reportes.ver',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];

type Role = { nivel: TRoleNivel; label: string; permissions: readonly TPermission[] };

export const ROLES: readonly Role[] = [
  { nivel: 1, label: 'Vendedor (nivel 1)', permissions: [] },
  { nivel: 2, label: 'Agente AS (nivel 2)', permissions: [] },
  {
    nivel: 3,
    label: 'Tarifas (nivel 3)',
    permissions: ['tarifario.cargar', 'cupos.ver', 'proveedores.ver'],
  },
  { nivel: 4, label: 'Administrador (nivel 4)', permissions: PERMISSIONS },
];

const roleOf = (nivel: number) => ROLES.find((r) => r.nivel === nivel);

export const roleLabel = (nivel: number): string => roleOf(nivel)?.label ?? `Nivel ${nivel}`;

export const isRoleNivel = (nivel: number): nivel is TRoleNivel => roleOf(nivel) !== undefined;

/** Whether a user of this nivel may do it: an unknown nivel may do nothing. */
export const can = (user: { nivel: number }, permission: TPermission): boolean =>
  roleOf(user.nivel)?.permissions.includes(permission) ?? false;

/** Staff who see the back office: a role with at least one permission. */
export const seesBackOffice = (user: { nivel: number }): boolean =>
  (roleOf(user.nivel)?.permissions.length ?? 0) > 0;
