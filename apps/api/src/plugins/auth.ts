import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { LRUCache } from 'lru-cache';
import { MESSAGES, SESSION_MINUTES, type TSessionUser } from '@portal/domain';
import { AppError, unauthorized } from '../errors';
import { createSessionCookies, type SessionCookies } from './session-cookies';

export type AuthUser = TSessionUser;

/**
 * A verified token: its user, its id (jti), when it expires, and the login it belongs to
 * (sid: a renewed token keeps its login's sid, so a logout ends every token of that login).
 */
export type Session = { user: AuthUser; jti: string; expMs: number; sid: string };

export type TokenService = {
  /** A token for a new login, or a renewal of login `sid`. */
  sign: (user: AuthUser, sid?: string) => Promise<string>;
  verify: (token: string) => Promise<AuthUser>;
  verifySession: (token: string) => Promise<Session>;
};

/** Whether a token may still be used: its user exists and is active, and it was not logged out. */
export type SessionCheck = (session: Session) => Promise<boolean>;
/** Whether the user must change a temporary password before anything else (issue 31, item 2). */
export type PasswordGate = (userId: number) => Promise<boolean>;

// What a user with a temporary password may still do: change it, renew the session, log out.
const OPEN_WITH_TEMPORARY_PASSWORD = /\/(cambiar-clave|renovar-sesion|logout)$/;

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook for every protected route scope. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    sessionCookies: SessionCookies;
  }
  interface FastifyRequest {
    user: AuthUser;
    session: Session;
  }
}

const ISSUER = 'portal-reservas';

const VERIFIED_CACHE_MAX = 10_000;

export function createTokenService(secret: string, minutes = SESSION_MINUTES): TokenService {
  const key = new TextEncoder().encode(secret);
  // Verifying a JWT goes through WebCrypto on the thread pool: about a millisecond on every
  // request. A token verified once stays valid until it expires, so its user is kept until
  // then (per process, the most recently used 10,000; a replica without it simply verifies again).
  const verified = new LRUCache<string, Session>({ max: VERIFIED_CACHE_MAX });
  const verifySession = async (token: string) => {
    const hit = verified.get(token);
    if (hit && hit.expMs > Date.now()) return hit;
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      algorithms: ['HS256'],
      requiredClaims: ['exp', 'sub', 'iat', 'jti'],
    });
    // a subject that is not one of our user ids is no session of ours (never a 500)
    if (!/^[1-9]\d{0,9}$/.test(payload.sub ?? ''))
      throw new joseErrors.JWTClaimValidationFailed('sub', payload);
    const session = {
      user: {
        id: Number(payload.sub),
        nombre: String(payload.nombre),
        nivel: Number(payload.nivel),
        uws: Number(payload.uws),
      },
      jti: String(payload.jti),
      expMs: (payload.exp ?? 0) * 1000,
      // a token signed before renewals existed is its own login
      sid: typeof payload.sid === 'string' && payload.sid ? payload.sid : String(payload.jti),
    };
    verified.set(token, session);
    return session;
  };
  return {
    sign: (user, sid) => {
      const jti = crypto.randomUUID();
      return new SignJWT({ nombre: user.nombre, nivel: user.nivel, uws: user.uws, sid: sid ?? jti })
        .setProtectedHeader({ alg: 'HS256' })
        .setJti(jti)
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${minutes}m`)
        .sign(key);
    },
    verify: async (token) => (await verifySession(token)).user,
    verifySession,
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A request is authenticated by its bearer token (spec §4: how the spec's clients call) or by
 * the HttpOnly session cookie set at login, which page scripts cannot read (issue 10, finding
 * 12). A browser sends that cookie by itself, so a write authenticated by it must also carry
 * the session's CSRF token in `x-csrf-token`; a bearer token is never sent by itself.
 */
export const authPlugin = fp<{ secret: string; sessionCheck: SessionCheck; passwordGate?: PasswordGate }>(
  async (app, opts) => {
    await app.register(cookie);
    const tokens = createTokenService(opts.secret);
    const cookies = createSessionCookies(opts.secret);
    app.decorate('tokens', tokens);
    app.decorate('sessionCookies', cookies);
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('session', null as unknown as Session);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const [scheme, bearer] = (request.headers.authorization ?? '').split(' ');
      const fromHeader = scheme?.toLowerCase() === 'bearer' && bearer ? bearer : undefined;
      const token = fromHeader ?? cookies.tokenOf(request);
      if (!token) throw unauthorized();
      let session;
      try {
        session = await tokens.verifySession(token);
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) throw unauthorized();
        throw err;
      }
      if (!(await opts.sessionCheck(session))) throw unauthorized();
      const path = request.url.split('?')[0] ?? '';
      if (!OPEN_WITH_TEMPORARY_PASSWORD.test(path) && (await opts.passwordGate?.(session.user.id)))
        throw new AppError(403, MESSAGES.mustChangePassword);
      if (!fromHeader && !SAFE_METHODS.has(request.method) && !cookies.csrfMatches(request, session.jti))
        throw new AppError(403, MESSAGES.csrfRefused);
      request.user = session.user;
      request.session = session;
    });
  },
  { name: 'auth' },
);
