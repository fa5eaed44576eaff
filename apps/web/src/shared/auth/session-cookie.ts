import { ZCountryCode } from '@portal/domain/auth/country';
import { isAgenteAS, SESSION_MINUTES, ZSessionUser, type TLoginResponse } from '@portal/domain/auth/login';
import { z } from 'zod';

export const SESSION_COOKIE = 'userLogged';
export const SESSION_LENGTH_MS = SESSION_MINUTES * 60_000;

// spec §3: the logged-in user plus the aliases the booking payloads send. The cookie holds no
// token: the API keeps it in an HttpOnly cookie page scripts cannot read (issue 10, finding 12).
const ZSessionCookie = ZSessionUser.extend({
  idUser: z.number().int(),
  idUWS: z.number().int(),
  isAgenteAS: z.boolean(),
  // The cookie's max-age already expires it; this guards against clocks and stale tabs.
  expiresAt: z.number(),
  /** who logged in: the login dialog over the page asks this user's password again */
  username: z.string().optional(),
  /** the client's country at login (spec §7 'compared with PE') */
  pais: ZCountryCode.optional(),
});
/** The session; its token only in this tab's memory, from the login answer. */
export type TSession = z.infer<typeof ZSessionCookie> & { token?: string };

export const sessionFromLogin = (answer: TLoginResponse, now = Date.now(), username?: string): TSession => {
  const { user } = answer.data;
  return {
    ...(username ? { username } : {}),
    ...(answer.data.pais ? { pais: answer.data.pais } : {}),
    id: user.id ?? 0,
    nombre: user.nombre,
    nivel: user.nivel,
    uws: user.uws,
    token: answer.accesos.token,
    idUser: user.id ?? 0,
    idUWS: user.uws,
    isAgenteAS: isAgenteAS(user),
    expiresAt: now + SESSION_LENGTH_MS,
  };
};

/** Whether the session's 50 minutes are over. */
export const hasRunOut = (session: Pick<TSession, 'expiresAt'>, now = Date.now()) => session.expiresAt <= now;

export const parseSession = (raw: string | undefined, now = Date.now()): TSession | null => {
  if (!raw) return null;
  try {
    const parsed = ZSessionCookie.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.expiresAt <= now) return null;
    return parsed.data;
  } catch {
    return null;
  }
};

const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const pair = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return pair ? decodeURIComponent(pair.slice(prefix.length)) : undefined;
};

const cookieAttributes = (maxAgeSeconds: number) => {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  return `; max-age=${maxAgeSeconds}; path=/; SameSite=Lax${secure}`;
};

export const readSessionCookie = (now = Date.now()): TSession | null =>
  parseSession(readCookie(SESSION_COOKIE), now);

export const writeSessionCookie = (session: TSession, now = Date.now()) => {
  const maxAge = Math.max(0, Math.floor((session.expiresAt - now) / 1000));
  const { token: _inMemoryOnly, ...shown } = session;
  document.cookie = `${SESSION_COOKIE}=${encodeURIComponent(JSON.stringify(shown))}${cookieAttributes(maxAge)}`;
};

/** The CSRF token the API set at login, sent back on writes authenticated by its cookie. */
export const readCsrfToken = (): string | undefined => readCookie('portal_csrf') || undefined;

export const clearSessionCookie = () => {
  document.cookie = `${SESSION_COOKIE}=${cookieAttributes(0)}`;
};
