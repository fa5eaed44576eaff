import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCountryLookup, ZLoginRequest, ZLoginResponse, ZErrorBody } from '@portal/domain';
import { createCountryLookup } from '../../../lib/client-country';
import { login } from './service';

type AuthRoutesOptions = { clientId: string; clientSecret: string; defaultCountry: string };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, opts) => {
  const countryOf = createCountryLookup(opts.defaultCountry);

  // spec §7 'country lookup' ('compared with PE'), answered by us from an offline database
  app.get(
    '/country',
    {
      schema: {
        tags: ['main'],
        summary: 'País del cliente según su dirección (consulta de país de spec §7, sin servicios externos)',
        response: { 200: ZCountryLookup },
      },
    },
    async (request) => countryOf(request.ip),
  );

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
      const { clientId, clientSecret } = opts;
      const deps = { db: app.db, tokens: app.tokens, clientId, clientSecret };
      const answer = await login(deps, request.body, request.ip);
      const { token } = answer.accesos;
      app.sessionCookies.set(request, reply, token, await app.tokens.verifySession(token));
      // the session carries the client's country: a Peruvian agency sees no Argentine taxes
      return { ...answer, data: { ...answer.data, pais: countryOf(request.ip).country } };
    },
  );
};
