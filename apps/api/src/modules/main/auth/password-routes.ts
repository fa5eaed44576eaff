import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZChangePassword } from '@portal/domain/admin/users';
import { ZErrorBody } from '@portal/domain';
import { changeOwnPassword } from './password-service';

/** POST /api/main/cambiar-clave (issue 31, item 2): any logged-in user changes their own password. */
export const passwordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/cambiar-clave',
    {
      schema: {
        tags: ['main'],
        summary: 'Cambio de la propia contraseña (también la temporal de un usuario nuevo)',
        security: [{ bearer: [] }],
        body: ZChangePassword,
        response: { 204: z.null(), 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      await changeOwnPassword({ db: app.db, sessions: app.sessions }, request.user, request.body);
      return reply.code(204).send(null);
    },
  );
};
