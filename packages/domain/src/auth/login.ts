import { z } from 'zod';
import { fmt } from '../messages';
import { ZCountryCode } from './country';
import { LOGIN_FORM_RULES as RULES } from './session-rules';

export {
  AS_AGENT_NIVEL,
  isAgenteAS,
  isStaff,
  LOGIN_FORM_RULES,
  SESSION_MINUTES,
  STAFF_NIVEL,
} from './session-rules';

// spec §7 loginweb
export const ZLoginRequest = z.object({
  username: z.string().trim().min(1, RULES.usernameRequired).max(RULES.usernameMax),
  password: z.string().min(1, RULES.passwordRequired).max(RULES.passwordMax),
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

// debeCambiarClave (ours, additive, issue 31): the password is a temporary one the user must
// change before anything else; a client built from the spec ignores it.
const ZLoginUser = ZSessionUser.extend({ debeCambiarClave: z.boolean().optional() });

export const ZLoginResponse = z.object({
  // pais: the client's country at login (spec §7 country lookup; ours, additive)
  data: z.object({ user: ZLoginUser, pais: ZCountryCode.optional() }),
  accesos: z.object({ token: z.string() }),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The 429 of too many failed logins, with the wait until one more try counts (issue 29, item 5). */
export const loginWaitMessage = (seconds: number): string =>
  fmt('tooManyLoginAttempts', { wait: seconds === 1 ? '1 segundo' : `${seconds} segundos` });
