import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { checkReadiness, latestMigration } from './readiness';

const ZDriver = z.enum(['pglite', 'pg']);

/**
 * /health (kept as it was: the Docker HEALTHCHECK and older probes call it), /health/live (the
 * process answers: restart it when not) and /health/ready (it can serve: send it traffic).
 * Load shedding never sheds them (plugins/load-shedding.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const latest = await latestMigration();

  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Responde cuando la base de datos responde',
        response: { 200: z.object({ status: z.literal('ok'), database: ZDriver }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.driver };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Responde mientras el proceso atiende (sin consultar la base de datos)',
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Lista para atender: la base de datos responde y tiene todas las migraciones',
        response: {
          200: z.object({ status: z.literal('ready'), database: ZDriver, migration: z.string() }),
          503: z.object({ status: z.literal('not_ready'), message: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(app.db, latest);
      if (!readiness.ready)
        return reply.code(503).send({ status: 'not_ready' as const, message: readiness.message });
      return { status: 'ready' as const, database: app.database.driver, migration: latest.tag };
    },
  );
};
