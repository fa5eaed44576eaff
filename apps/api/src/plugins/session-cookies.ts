import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

const TOKEN_COOKIE = 'portal_session';
const CSRF_COOKIE = 'portal_csrf';
const CSRF_HEADER = 'x-csrf-token';

/**
 * The login's cookies: the token, HttpOnly (sent to the pages too since issue 34: the server
 * renders the first screens for the session), and the CSRF token a page
 * script reads and sends back in a header (double submit). The CSRF token is a MAC of the
 * token's id, so a cookie planted from a sibling site cannot be paired with a header of its own.
 */
export function createSessionCookies(secret: string) {
  const csrfOf = (jti: string) => createHmac('sha256', secret).update(`csrf:${jti}`).digest('base64url');
  const base = (request: FastifyRequest, expMs: number) => ({
    sameSite: 'strict' as const,
    secure: request.protocol === 'https',
    maxAge: Math.max(0, Math.floor((expMs - Date.now()) / 1000)),
  });
  return {
    set: (
      request: FastifyRequest,
      reply: FastifyReply,
      token: string,
      session: { jti: string; expMs: number },
    ) => {
      const options = base(request, session.expMs);
      reply.setCookie(TOKEN_COOKIE, token, { ...options, path: '/', httpOnly: true });
      // one set before issue 34 (path /api) would be sent first to the API and shadow this one
      reply.clearCookie(TOKEN_COOKIE, { path: '/api' });
      reply.setCookie(CSRF_COOKIE, csrfOf(session.jti), { ...options, path: '/' });
    },
    clear: (reply: FastifyReply) => {
      reply.clearCookie(TOKEN_COOKIE, { path: '/' });
      // a browser may still hold one set before issue 34, when it was /api's alone
      reply.clearCookie(TOKEN_COOKIE, { path: '/api' });
      reply.clearCookie(CSRF_COOKIE, { path: '/' });
    },
    tokenOf: (request: FastifyRequest): string | undefined => request.cookies[TOKEN_COOKIE] || undefined,
    csrfMatches: (request: FastifyRequest, jti: string) => {
      const sent = request.headers[CSRF_HEADER];
      if (typeof sent !== 'string') return false;
      const expected = Buffer.from(csrfOf(jti));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type SessionCookies = ReturnType<typeof createSessionCookies>;
