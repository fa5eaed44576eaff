import type { TLoginResponse, TSessionUser } from '@portal/domain/auth/login';
import { isAgenteAS, SESSION_MINUTES } from '@portal/domain/auth/session-rules';
import { isServer, requestScope } from '@/shared/ssr/request-scope';

const SESSION_COOKIE = 'userLogged';
export const SESSION_LENGTH_MS = SESSION_MINUTES * 60_000;

// spec §3: the logged-in user plus the aliases the booking payloads send. The cookie holds no
// token: the API keeps it in an HttpOnly cookie page scripts cannot read (issue 10, finding 12).
type TSessionCookie = TSessionUser & {
  idUser: number;
  idUWS: number;
  isAgenteAS: boolean;
  /** The cookie's max-age already expires it; this guards against clocks and stale tabs. */
  expiresAt: number;
  /** who logged in: the login dialog over the page asks this user's password again */
  username?: string;
  /** the client's country at login (spec §7 'compared with PE'), ISO 3166-1 alpha-2 */
  pais?: string;
  /** the password is a temporary one: the portal keeps the user on its change until done (issue 31) */
  debeCambiarClave?: true;
};
/** The session; its token only in this tab's memory, from the login answer. */
export type TSession = TSessionCookie & { token?: string };

export const sessionFromLogin = (answer: TLoginResponse, now = Date.now(), username?: string): TSession => {
  const { user } = answer.data;
  return {
    ...(username ? { username } : {}),
    ...(answer.data.pais ? { pais: answer.data.pais } : {}),
    ...(user.debeCambiarClave ? { debeCambiarClave: true as const } : {}),
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

// Checked by hand, not with a zod schema: every page's entry reads this cookie, and zod would
// put ~26 KB gzip in front of the first screen (issue 19). Unknown keys are dropped.
const isInt = (value: unknown): value is number => Number.isInteger(value);
const toSession = (raw: Record<string, unknown>): TSessionCookie | null => {
  const { id, nombre, nivel, uws, idUser, idUWS, isAgenteAS: agent, expiresAt, username, pais } = raw;
  const mustChange = raw.debeCambiarClave === true;
  if (!isInt(id) || !isInt(nivel) || !isInt(uws) || !isInt(idUser) || !isInt(idUWS)) return null;
  if (typeof nombre !== 'string' || typeof agent !== 'boolean' || !Number.isFinite(expiresAt)) return null;
  if (username !== undefined && typeof username !== 'string') return null;
  if (pais !== undefined && !(typeof pais === 'string' && /^[A-Z]{2}$/.test(pais))) return null;
  return {
    id,
    nombre,
    nivel,
    uws,
    idUser,
    idUWS,
    isAgenteAS: agent,
    expiresAt: expiresAt as number,
    ...(username === undefined ? {} : { username }),
    ...(pais === undefined ? {} : { pais }),
    ...(mustChange ? { debeCambiarClave: true as const } : {}),
  };
};

export const parseSession = (raw: string | undefined, now = Date.now()): TSession | null => {
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const session = toSession(parsed as Record<string, unknown>);
    return session && session.expiresAt > now ? session : null;
  } catch {
    return null;
  }
};

// a server render reads the cookies of the request it renders (issue 34)
const allCookies = () => (isServer ? (requestScope()?.cookie ?? '') : document.cookie);

const readCookie = (name: string): string | undefined => {
  const prefix = `${name}=`;
  const pair = allCookies()
    .split(/;\s*/)
    .find((part) => part.startsWith(prefix));
  if (!pair) return undefined;
  try {
    return decodeURIComponent(pair.slice(prefix.length));
  } catch {
    return undefined; // a malformed cookie is no session
  }
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
