import { z } from 'zod';
import { ZCountryCode } from './country';

// spec §7 loginweb
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, 'El usuario es obligatorio').max(100),
  password: z.string().min(1, 'La contraseña es obligatoria').max(200),
  grantType: z.literal('password', { error: "grantType debe ser 'password'" }),
  client_id: z.string().min(1, 'client_id es obligatorio').max(200),
  client_secret: z.string().min(1, 'client_secret es obligatorio').max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

/** The login form: what the agent types; the client id and secret come from the portal's config. */
export const ZLoginForm = ZLoginRequest.pick({ username: true, password: true });
export type TLoginForm = z.input<typeof ZLoginForm>;

// spec §3 logged-in user: nivel 2 is an AS agent
export const ZSessionUser = z.object({
  id: z.number().int(),
  nombre: z.string(),
  nivel: z.number().int(),
  uws: z.number().int(),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

export const ZLoginResponse = z.object({
  // pais: the client's country at login (spec §7 country lookup; ours, additive)
  data: z.object({ user: ZSessionUser, pais: ZCountryCode.optional() }),
  accesos: z.object({ token: z.string() }),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

export const AS_AGENT_NIVEL = 2;
export const isAgenteAS = (user: Pick<TSessionUser, 'nivel'>): boolean => user.nivel === AS_AGENT_NIVEL;

/** Agency staff (nivel 3 or more, ours): they load the rate sheet (tarifario). */
export const STAFF_NIVEL = 3;
export const isStaff = (user: Pick<TSessionUser, 'nivel'>): boolean => user.nivel >= STAFF_NIVEL;

// spec §4 / §9: session cookie and token last 50 minutes
export const SESSION_MINUTES = 50;
