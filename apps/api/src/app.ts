import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { registerErrorHandler } from './errors';
import { clientErrorHandler } from './lib/client-errors';
import { authPlugin } from './plugins/auth';
import { adminModule } from './modules/admin';
import { createSessions, type Sessions } from './modules/main/auth/sessions';
import { cleanTextPlugin } from './plugins/clean-text';
import { loadSheddingPlugin } from './plugins/load-shedding';
import { loadOrCreateSecret } from './lib/jwt-secret';
import { dbPlugin } from './plugins/db';
import { metricsPlugin } from './plugins/metrics';
import { suppliersPlugin } from './plugins/suppliers';
import { reconcilePlugin } from './plugins/reconcile';
import { docsPlugin } from './plugins/docs';
import { spaPlugin } from './plugins/spa';
import { seedDemo } from './seed';
import { healthRoutes } from './modules/health/routes';
import { mainModule } from './modules/main';
import { reservationsModule } from './modules/reservations';
import { tarifarioModule } from './modules/tarifario';
import { ticketsModule } from './modules/tickets';
import { disneyHotelsModule } from './modules/disney-hotels';
import { hotelsModule } from './modules/hotels';
import { thirdHotelsModule } from './modules/third-hotels';
import { flightsModule } from './modules/flights';
import { carsModule } from './modules/cars';
import { activitiesModule } from './modules/activities';
import { assistanceModule } from './modules/assistance';
// new:product-line: import

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

// Validation messages in Spanish wherever a schema gives none of its own.
z.config(z.locales.es());

const here = path.dirname(fileURLToPath(import.meta.url));
const MEDIA_DIR = path.resolve(here, '../assets/media');

// A hop count trusts that many proxies in front of us, never every address in the header.
const trustProxyOption = (t: AppConfig['trustProxy']): FastifyServerOptions['trustProxy'] =>
  typeof t === 'number' ? (_address: string, hop: number) => hop < t : t;

/**
 * Never log what a database error carries of the request: a failed query's parameters hold
 * names, documents and birth dates (issue 10, finding 4).
 */
export const LOG_REDACT = {
  paths: ['err.params', 'err.cause.params', 'err.parameters', 'err.cause.parameters'],
  censor: '[oculto]',
};

type BuildOptions = {
  /** A database opened by the caller (tests); otherwise the app opens the configured one. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
};

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = opts.logger ?? {
    level: config.logLevel,
    redact: LOG_REDACT,
  };
  const app = Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: () => crypto.randomUUID(),
    bodyLimit: 1_048_576,
    // Idle or slow connections are closed: a socket silent this long, a request (headers and
    // body) not in by then (issue 10, finding 7).
    connectionTimeout: config.http.idleTimeoutMs,
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: Math.min(5_000, config.http.idleTimeoutMs),
    clientErrorHandler,
    // Node would answer a request without Host with an empty 400; we answer it ourselves
    http: { requireHostHeader: false },
    // A URL that cannot be decoded never reaches the error handler: answer it here, in Spanish.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).status(400).send({ message: 'La dirección solicitada no es válida' });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Our answers are checked against their schemas in development and tests; in production they
  // are written without parsing our own output again (issue 9).
  app.setSerializerCompiler(
    config.env === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers.host)
      return reply.code(400).send({ message: 'Falta el encabezado Host de la solicitud' });
  });
  // Our answers hold personal data (passengers, bookings): no cache keeps them unless a route
  // says otherwise (issue 10, finding 12).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  const database =
    opts.database ?? (await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }));
  await app.register(dbPlugin, { database, owned: !opts.database });
  if (config.seedDemo) await seedDemo(database.db, config.now());
  // before the suppliers: their client reports each call to it
  await app.register(metricsPlugin, { config });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // Agencies may serve it over plain http on their LAN.
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(loadSheddingPlugin, { maxEventLoopDelayMs: config.maxEventLoopDelayMs });
  await app.register(compress, { threshold: 1024 });
  await app.register(cleanTextPlugin);
  await app.register(suppliersPlugin, { config });
  await app.register(reconcilePlugin, { config });
  await app.register(docsPlugin);
  const sessions = createSessions(database.db);
  app.decorate('sessions', sessions);
  await app.register(authPlugin, {
    secret: config.jwtSecret ?? (await loadOrCreateSecret(config.dataDir)),
    sessionCheck: sessions.check,
    passwordGate: async (userId) => (await sessions.stateOf(userId)).mustChangePassword,
  });

  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(mainModule, { prefix: '/api/main', config });
  await app.register(reservationsModule, { prefix: '/api/main', config });
  await app.register(tarifarioModule, { prefix: '/api/main' });
  await app.register(adminModule, { prefix: '/api/admin', config });
  await app.register(ticketsModule, { prefix: '/api/tickets', config });
  await app.register(hotelsModule, { prefix: '/api/booking', config });
  await app.register(disneyHotelsModule, { prefix: '/api/hotels', config });
  await app.register(thirdHotelsModule, { prefix: '/api/hotels', config });
  await app.register(flightsModule, { prefix: '/api/flights', config });
  await app.register(carsModule, { prefix: '/api/cars', config });
  await app.register(assistanceModule, { prefix: '/api/assistance', config });
  await app.register(activitiesModule, { prefix: '/api/utilities', config });
  // new:product-line: module
  await app.register(spaPlugin, {
    webDist: config.webDist,
    mediaDir: MEDIA_DIR,
    webServerDist: config.webServerDist,
    ssrBudgetMs: config.ssrBudgetMs,
  });
  return app;
}
