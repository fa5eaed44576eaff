import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxConfig, SandboxSupplier } from './config';

const ZChange = z
  .object({
    latencyMs: z.number().int().min(0).max(60_000),
    failRate: z.number().min(0).max(1),
    bookFailRate: z.number().min(0).max(1),
  })
  .partial()
  .strict();

/**
 * PUT /_control/<SUPPLIER> { failRate, latencyMs, bookFailRate }: the supplier behaves so from
 * its next call on (applyBehaviour reads its behaviour at every call). Only with SANDBOX_CONTROL=1.
 */
export function controlRoutes(app: FastifyInstance, config: SandboxConfig) {
  app.put<{ Params: { supplier: string } }>('/_control/:supplier', async (request, reply) => {
    const name = request.params.supplier as SandboxSupplier;
    const behaviour = config.suppliers[name];
    const change = ZChange.safeParse(request.body);
    if (!behaviour || !change.success)
      return reply.code(400).send({ error: 'invalid', message: 'invalid change' });
    Object.assign(behaviour, change.data);
    return { supplier: name, failRate: behaviour.failRate, latencyMs: behaviour.latencyMs };
  });
}
