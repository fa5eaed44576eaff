import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { SESSION_MINUTES, type TSessionUser } from '@portal/domain';
import { unauthorized } from '../errors';

export type AuthUser = TSessionUser;

export type TokenService = {
  sign: (user: AuthUser) => Promise<string>;
  verify: (token: string) => Promise<AuthUser>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest hook for every protected route scope. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser;
  }
}

const ISSUER = 'portal-reservas';

const VERIFIED_CACHE_MAX = 10_000;

export function createTokenService(secret: string, minutes = SESSION_MINUTES): TokenService {
  const key = new TextEncoder().encode(secret);
  // Verifying a JWT goes through WebCrypto on the thread pool: about a millisecond on every
  // request. A token verified once stays valid until it expires, so its user is kept until
  // then (per process; a replica without it simply verifies again).
  const verified = new Map<string, { user: AuthUser; expMs: number }>();
  const remember = (token: string, user: AuthUser, expMs: number) => {
    if (verified.size >= VERIFIED_CACHE_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, { user, expMs });
  };
  return {
    sign: (user) =>
      new SignJWT({ nombre: user.nombre, nivel: user.nivel, uws: user.uws })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(user.id))
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(`${minutes}m`)
        .sign(key),
    verify: async (token) => {
      const hit = verified.get(token);
      if (hit && hit.expMs > Date.now()) return hit.user;
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      const user = {
        id: Number(payload.sub),
        nombre: String(payload.nombre),
        nivel: Number(payload.nivel),
        uws: Number(payload.uws),
      };
      remember(token, user, (payload.exp ?? 0) * 1000);
      return user;
    },
  };
}

export const authPlugin = fp<{ secret: string }>(
  async (app, opts) => {
    const tokens = createTokenService(opts.secret);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const header = request.headers.authorization ?? '';
      const [scheme, token] = header.split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !token) throw unauthorized();
      try {
        request.user = await tokens.verify(token);
      } catch (err) {
        if (err instanceof joseErrors.JOSEError) throw unauthorized();
        throw err;
      }
    });
  },
  { name: 'auth' },
);
