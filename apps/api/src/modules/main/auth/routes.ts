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
    async (request) => login({ db: app.db, tokens: app.tokens, ...opts }, request.body, request.ip),
  );
};
