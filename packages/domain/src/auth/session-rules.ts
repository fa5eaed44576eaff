// The login and session rules without zod: the portal's login page and its entry read them,
// and zod (~26 KB gzip) stays out of the first screen (issue 19, page-weight budget).
// login.ts builds its schemas from these and re-exports them.

/** spec §8: what the login form says when a field is empty */
export const LOGIN_FORM_RULES = {
  usernameRequired: 'El usuario es obligatorio',
  usernameMax: 100,
  passwordRequired: 'La contraseña es obligatoria',
  passwordMax: 200,
} as const;

export const AS_AGENT_NIVEL = 2;
/** spec §3 logged-in user: nivel 2 is an AS agent */
export const isAgenteAS = (user: { nivel: number }): boolean => user.nivel === AS_AGENT_NIVEL;

/** Agency staff (nivel 3 or more, ours): they load the rate sheet (tarifario). */
export const STAFF_NIVEL = 3;
export const isStaff = (user: { nivel: number }): boolean => user.nivel >= STAFF_NIVEL;

// spec §4 / §9: session cookie and token last 50 minutes
export const SESSION_MINUTES = 50;
