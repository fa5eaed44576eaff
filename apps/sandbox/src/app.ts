import Fastify, { type FastifyInstance } from 'fastify';
import { assistanceRoutes } from './assistance/routes';
import { applyBehaviour } from './behaviour';
import { controlRoutes } from './control';
import { destServicesRoutes } from './activities/routes';
import { carRentalRoutes } from './cars/routes';
import { SANDBOX_SUPPLIERS, type SandboxConfig, type SandboxSupplier } from './config';
import { disneyHotelRoutes } from './disney-hotels/routes';
import { contentRoutes } from './hotels/content';
import { isOtaHotelSupplier, otaHotelRoutes, type OtaHotelSupplier } from './hotels/ota/routes';
import { prestigeRoutes } from './hotels/routes';
import { thirdProviderRoutes } from './third-provider/routes';
import { ticketSupplierRoutes } from './tickets/routes';
import { DISNEY_CATALOGUE, DISNEYLAND_CATALOGUE, UNIVERSAL_CATALOGUE } from './tickets';
// new:product-line: import

type Routes = (app: FastifyInstance) => Promise<void>;
/** The suppliers spoken to in JSON, each behind applyBehaviour. */
type JsonSupplier = Exclude<SandboxSupplier, OtaHotelSupplier>;

/**
 * The two suppliers with date rules read the simulator's clock; their quotes and echoTokens hold
 * as long as their behaviour says (tests shorten it).
 */
const routesOf = (name: JsonSupplier, config: SandboxConfig): Routes => {
  const { now } = config;
  if (name === 'UASSISTANCE')
    return assistanceRoutes({ now, quoteTtlMs: config.suppliers.UASSISTANCE.quoteTtlMs });
  if (name === 'DESTSERVICES')
    return destServicesRoutes({ now, tokenTtlMs: config.suppliers.DESTSERVICES.tokenTtlMs });
  return ROUTES[name];
};

const ROUTES: Record<JsonSupplier, Routes> = {
  DISNEY: ticketSupplierRoutes('DISNEY', DISNEY_CATALOGUE),
  DISNEYLAND: ticketSupplierRoutes('DISNEYLAND', DISNEYLAND_CATALOGUE),
  UNIVERSAL: ticketSupplierRoutes('UNIVERSAL', UNIVERSAL_CATALOGUE),
  PRESTIGE: prestigeRoutes,
  CONTENT: contentRoutes,
  DISNEYHOTELS: disneyHotelRoutes,
  THIRDPROVIDER: thirdProviderRoutes,
  AVIS: carRentalRoutes('AVIS'),
  BUDGET: carRentalRoutes('BUDGET'),
  UASSISTANCE: assistanceRoutes(),
  DESTSERVICES: destServicesRoutes(),
  // new:product-line: routes
};

/**
 * The supplier simulator: every sandbox supplier under its own prefix, each with its own
 * credential, latency and failure rate (apps/sandbox/README.md).
 */
export async function buildSandbox(config: SandboxConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, keepAliveTimeout: 65_000 });
  app.get('/health', async () => ({ status: 'ok' }));
  if (config.control) controlRoutes(app, config);
  for (const [name, prefix] of Object.entries(SANDBOX_SUPPLIERS) as [SandboxSupplier, string][]) {
    await app.register(
      async (scope) => {
        // Omnibees and HBSI speak OTA: their credential and faults travel in the XML
        // (docs/ota-hotels.md), so they bring their own behaviour
        if (isOtaHotelSupplier(name)) {
          await scope.register(otaHotelRoutes(name, config));
          return;
        }
        applyBehaviour(scope, config.suppliers[name], config.random);
        await scope.register(routesOf(name, config));
      },
      { prefix },
    );
  }
  return app;
}

/** Starts a simulator on `port` (0: a free one) and answers its base URL. */
export async function startSandbox(config: SandboxConfig) {
  const app = await buildSandbox(config);
  const url = await app.listen({ port: config.port, host: config.host });
  return { app, url, close: () => app.close() };
}
