import { randomUUID } from 'node:crypto';
import { Agent, errors, request, type Dispatcher } from 'undici';
import type { SupplierConfig, SupplierName } from '../config';
import { SupplierError } from './core';

/**
 * The HTTP side every supplier adapter shares: one keep-alive connection pool per supplier
 * origin (an undici Agent), a per-call timeout that aborts the request, the supplier's
 * credential, and faults mapped to SupplierError. A 4xx other than 401/403 is an answer, not
 * a fault: each adapter reads it (a rate not sold any more, a sold-out date).
 */
export type SupplierHttp = {
  call: <T>(name: SupplierName, call: SupplierCall) => Promise<SupplierAnswer<T>>;
  close: () => Promise<void>;
};

type SupplierCall = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The call may be sent again when the connection broke before an answer (reads, and writes keyed by our reference). */
  idempotent?: boolean;
  signal?: AbortSignal;
  /**
   * An XML message (OTA) instead of JSON: sent as text/xml, its credentials inside it (no
   * x-api-key), and the answer's body is its text.
   */
  xml?: string;
  /**
   * Says, from an answer's text, that the supplier is failing though HTTP said 200 (OTA's
   * Errors): the call then counts as a failure and throws SupplierError 'unavailable'.
   */
  failureOf?: (text: string) => string | undefined;
};

export type SupplierAnswer<T> = { status: number; body: T };

const RETRYABLE = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET', 'UND_ERR_CLOSED']);
const brokenConnection = (err: unknown) =>
  err instanceof Error && RETRYABLE.has((err as { code?: string }).code ?? '');

const urlOf = (base: string, call: SupplierCall) => {
  const url = new URL(`${base.replace(/\/$/, '')}${call.path}`);
  for (const [k, v] of Object.entries(call.query ?? {}))
    if (v !== undefined) url.searchParams.set(k, String(v));
  return url;
};

const headersOf = (call: SupplierCall, apiKey: string, id: string): Record<string, string> => {
  // the supplier can log it too: one id for the call on both sides
  if (call.xml !== undefined)
    return { accept: 'text/xml', 'content-type': 'text/xml; charset=utf-8', 'x-request-id': id };
  return {
    accept: 'application/json',
    'x-api-key': apiKey,
    'x-request-id': id,
    ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
  };
};

type SupplierCallOutcome = 'ok' | 'http_4xx' | 'timeout' | 'unavailable' | 'rejected' | 'aborted';

/** One HTTP exchange with a supplier (a resent call is a second one), for metrics and logs. */
export type SupplierCallEvent = {
  id: string;
  supplier: SupplierName;
  method: SupplierCall['method'];
  /** the path without its query (a query may carry what a log must not) */
  path: string;
  status: number | undefined;
  outcome: SupplierCallOutcome;
  ms: number;
};

export type SupplierHttpOptions = {
  dispatcher?: Dispatcher;
  /** told of every exchange once it ended; it must not throw (its faults are swallowed) */
  observe?: (event: SupplierCallEvent) => void;
};

const outcomeOf = (err: unknown, timeout: AbortSignal, call: SupplierCall): SupplierCallOutcome => {
  if (err instanceof SupplierError) return err.fault;
  if (timeout.aborted) return 'timeout';
  if (err instanceof errors.RequestAbortedError || call.signal?.aborted) return 'aborted';
  return 'unavailable';
};

export function createSupplierHttp(
  suppliers: Record<SupplierName, SupplierConfig>,
  {
    dispatcher = new Agent({ keepAliveTimeout: 30_000, connections: 128, pipelining: 1 }),
    observe,
  }: SupplierHttpOptions = {},
): SupplierHttp {
  const send = async <T>(name: SupplierName, call: SupplierCall, attempt = 0): Promise<SupplierAnswer<T>> => {
    const supplier = suppliers[name];
    if (!supplier.url) throw new SupplierError(name, 'unavailable', 'no URL configured');
    const id = randomUUID();
    const started = performance.now();
    let status: number | undefined;
    const report = (outcome: SupplierCallOutcome) => {
      try {
        observe?.({
          id,
          supplier: name,
          method: call.method,
          path: call.path,
          status,
          outcome,
          ms: performance.now() - started,
        });
      } catch {
        // metrics and logs never fail a booking
      }
    };
    const timeout = AbortSignal.timeout(supplier.timeoutMs);
    const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
    try {
      const res = await request(urlOf(supplier.url, call), {
        dispatcher,
        method: call.method,
        signal,
        headers: headersOf(call, supplier.apiKey, id),
        body: call.xml ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
      });
      status = res.statusCode;
      const text = await res.body.text();
      if (res.statusCode >= 500 || res.statusCode === 401 || res.statusCode === 403) {
        throw new SupplierError(name, 'unavailable', `HTTP ${res.statusCode}`, id);
      }
      const failure = call.failureOf?.(text);
      if (failure !== undefined) throw new SupplierError(name, 'unavailable', failure, id);
      const body = (call.xml !== undefined ? text : text ? JSON.parse(text) : undefined) as T;
      report(res.statusCode >= 400 ? 'http_4xx' : 'ok');
      return { status: res.statusCode, body };
    } catch (err) {
      const outcome = outcomeOf(err, timeout, call);
      report(outcome);
      if (err instanceof SupplierError || outcome === 'aborted') throw err;
      if (outcome === 'timeout') throw new SupplierError(name, 'timeout', `${supplier.timeoutMs} ms`, id);
      // a pooled connection the supplier had closed: once more on a fresh one
      if (call.idempotent && attempt === 0 && brokenConnection(err)) return send<T>(name, call, 1);
      throw new SupplierError(name, 'unavailable', err instanceof Error ? err.message : String(err), id);
    }
  };
  return { call: send, close: () => dispatcher.close() };
}
