import { defaultApiKey, SUPPLIER_NAMES, type SupplierName } from '@portal/domain/supplier-wire/suppliers';
import { z } from 'zod';

// The simulator's own configuration: how each sandbox supplier behaves (docs/architecture.md
// "Suppliers and the simulator"). The API's adapters have theirs (base URL, key, timeout) in apps/api.

/** Every supplier the simulator plays, under the path the API's adapters reach it at. */
export { defaultApiKey, SUPPLIER_PATHS as SANDBOX_SUPPLIERS } from '@portal/domain/supplier-wire/suppliers';
export type SandboxSupplier = SupplierName;

export type Behaviour = {
  /** added before every answer */
  latencyMs: number;
  /** share of calls answered 503 */
  failRate: number;
  /** added to the answer of booking calls only, after the booking is made */
  bookLatencyMs: number;
  /** share of booking calls answered 503 without booking (the rest of the supplier works) */
  bookFailRate: number;
  /** share of booking calls refused outright with 409 (nothing booked, and the caller is told so) */
  bookRefuseRate: number;
  /** share of booking calls that book but answer 503: the caller must ask the booking's state */
  lostAnswerRate: number;
  /** the credential the caller must send in x-api-key (the OTA suppliers: RequestorID@MessagePassword) */
  apiKey: string;
  /** the OTA suppliers' requestor id (RequestorID@ID); DEFAULT_REQUESTOR_ID unless set */
  user?: string;
  /** how long a quote holds (the insurer's; 30 minutes unless set) */
  quoteTtlMs?: number;
  /** how long an availability echoToken holds (the destination-services provider's; 30 minutes unless set) */
  tokenTtlMs?: number;
};

export type SandboxConfig = {
  port: number;
  host: string;
  suppliers: Record<SandboxSupplier, Behaviour>;
  /** Random source for the failure rate; tests pass a fixed one. */
  random: () => number;
  /** The simulator's clock in ms, which its date rules (today, quote and token expiry) read; tests pin it. */
  now: () => number;
  /**
   * SANDBOX_CONTROL=1: PUT /_control/<SUPPLIER> changes a supplier's behaviour while it runs (a
   * browser journey makes one fail, then heals it). Off unless asked: never in production.
   */
  control?: boolean;
};

const ZBehaviourEnv = z.object({
  LATENCY_MS: z.coerce.number().int().min(0).default(0),
  FAIL_RATE: z.coerce.number().min(0).max(1).default(0),
  BOOK_LATENCY_MS: z.coerce.number().int().min(0).default(0),
  BOOK_FAIL_RATE: z.coerce.number().min(0).max(1).default(0),
  BOOK_REFUSE_RATE: z.coerce.number().min(0).max(1).default(0),
  LOST_ANSWER_RATE: z.coerce.number().min(0).max(1).default(0),
  KEY: z.string().min(1).optional(),
  USER: z.string().min(1).max(80).optional(),
  QUOTE_TTL_MS: z.coerce.number().int().min(1).optional(),
  TOKEN_TTL_MS: z.coerce.number().int().min(1).optional(),
});

/** Reads SUPPLIER_<NAME>_LATENCY_MS, _FAIL_RATE, _BOOK_LATENCY_MS, _BOOK_FAIL_RATE, _BOOK_REFUSE_RATE, _LOST_ANSWER_RATE, _KEY, _USER, _QUOTE_TTL_MS and _TOKEN_TTL_MS; throws naming every wrong variable. */
export function loadSandboxConfig(env: Record<string, string | undefined>): SandboxConfig {
  const issues: string[] = [];
  const suppliers = {} as Record<SandboxSupplier, Behaviour>;
  for (const name of SUPPLIER_NAMES) {
    const prefix = `SUPPLIER_${name}_`;
    const raw = Object.fromEntries(
      Object.entries(env)
        .filter(([k, v]) => k.startsWith(prefix) && v !== '')
        .map(([k, v]) => [k.slice(prefix.length), v]),
    );
    const parsed = ZBehaviourEnv.safeParse(raw);
    if (!parsed.success) {
      issues.push(...parsed.error.issues.map((i) => `${prefix}${i.path.join('.')}: ${i.message}`));
      continue;
    }
    suppliers[name] = {
      latencyMs: parsed.data.LATENCY_MS,
      failRate: parsed.data.FAIL_RATE,
      bookLatencyMs: parsed.data.BOOK_LATENCY_MS,
      bookFailRate: parsed.data.BOOK_FAIL_RATE,
      bookRefuseRate: parsed.data.BOOK_REFUSE_RATE,
      lostAnswerRate: parsed.data.LOST_ANSWER_RATE,
      apiKey: parsed.data.KEY ?? defaultApiKey(name),
      ...(parsed.data.USER === undefined ? {} : { user: parsed.data.USER }),
      ...(parsed.data.QUOTE_TTL_MS === undefined ? {} : { quoteTtlMs: parsed.data.QUOTE_TTL_MS }),
      ...(parsed.data.TOKEN_TTL_MS === undefined ? {} : { tokenTtlMs: parsed.data.TOKEN_TTL_MS }),
    };
  }
  const port = z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .safeParse(env.SANDBOX_PORT ?? 0);
  if (!port.success) issues.push('SANDBOX_PORT: debe ser un puerto');
  if (issues.length > 0) throw new Error(`Configuración inválida del simulador:\n  ${issues.join('\n  ')}`);
  return {
    port: port.data ?? 0,
    host: env.SANDBOX_HOST ?? '127.0.0.1',
    suppliers,
    random: Math.random,
    now: Date.now,
    control: env.SANDBOX_CONTROL === '1',
  };
}

/** Every supplier answering at once, without failures: what tests start from. */
export const quietSandboxConfig = (
  over: Partial<Record<SandboxSupplier, Partial<Behaviour>>> = {},
): SandboxConfig => {
  const base = loadSandboxConfig({});
  for (const name of SUPPLIER_NAMES) base.suppliers[name] = { ...base.suppliers[name], ...over[name] };
  return base;
};
