import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZLoginRequest, ZLoginResponse, ZErrorBody } from '@portal/domain';
import { login } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ clientId: string; clientSecret: string }> = async (
  app,
  opts,
) => {
  app.post(
    '/loginweb',
    {
      schema: {
        tags: ['main'],
        summary: 'Inicio de sesión (spec §7 loginweb)',
        body: ZLoginRequest,
        response: { 200: ZLoginResponse, 400: ZErrorBody, 401: ZErrorBody, 429: ZErrorBody },
      },
    },
    async (request, reply) => {
      const answer = await login({ db: app.db, tokens: app.tokens, ...opts }, request.body, request.ip);
      const { token } = answer.accesos;
      app.sessionCookies.set(request, reply, token, await app.tokens.verifySession(token));
      return answer;
    },
  );
};
