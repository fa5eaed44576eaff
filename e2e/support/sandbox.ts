import type { APIRequestContext } from '@playwright/test';

/** The e2e server's port, and its simulator's (started at a known port, with its control on). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3300);
export const SANDBOX_PORT = E2E_PORT + 1000;

type Change = { failRate?: number; latencyMs?: number };

/** Changes how a simulated supplier behaves from its next call (apps/sandbox/src/control.ts). */
export async function steerSupplier(request: APIRequestContext, supplier: string, change: Change) {
  const res = await request.put(`http://127.0.0.1:${SANDBOX_PORT}/_control/${supplier}`, { data: change });
  if (!res.ok()) throw new Error(`el simulador no aceptó el cambio de ${supplier}: HTTP ${res.status()}`);
}
