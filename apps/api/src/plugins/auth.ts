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

export function createTokenService(secret: string, minutes = SESSION_MINUTES): TokenService {
  const key = new TextEncoder().encode(secret);
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
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
      return {
        id: Number(payload.sub),
        nombre: String(payload.nombre),
        nivel: Number(payload.nivel),
        uws: Number(payload.uws),
      };
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
