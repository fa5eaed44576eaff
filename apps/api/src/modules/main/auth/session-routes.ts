import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@portal/domain';
import { z } from 'zod';

const ZRenewResponse = z.object({ accesos: z.object({ token: z.string() }) });

/** Our own calls (not in spec §7): ending a session on the server, and renewing it. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['main'],
        summary: 'Cierre de sesión: el token y sus renovaciones dejan de valer en el servidor',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      await app.sessions.logout(request.session);
      app.sessionCookies.clear(reply);
      return reply.code(204).send(null);
    },
  );

  // spec §4 keeps a session 50 minutes; an agent at work should not lose it mid-booking
  // (issue 11, item 7): while they are active the portal renews it, a sliding window. The
  // token renewed from stays valid until its own expiry, since requests may be on their way
  // with it; a logout ends every token of the login (sid).
  app.post(
    '/renovar-sesion',
    {
      schema: {
        tags: ['main'],
        summary: 'Renovación de la sesión: un token nuevo de 50 minutos para el mismo inicio de sesión',
        security: [{ bearer: [] }],
        response: { 200: ZRenewResponse, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const token = await app.tokens.sign(request.user, request.session.sid);
      app.sessionCookies.set(request, reply, token, await app.tokens.verifySession(token));
      return { accesos: { token } };
    },
  );
};
