import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@portal/domain';
import { z } from 'zod';

/** Our own call (not in spec §7): ends this session on the server (the user's others go on). */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/logout',
    {
      schema: {
        tags: ['main'],
        summary: 'Cierre de sesión: el token deja de valer en el servidor',
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
};
