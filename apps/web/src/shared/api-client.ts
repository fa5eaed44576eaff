import { MESSAGES } from '@portal/domain/messages';
import type { z } from 'zod';
import { config, type ApiService } from '../config';
import { endSession, requestReauth, useAuthStore } from '@/shared/auth/auth-store';
import { readCsrfToken } from '@/shared/auth/session-cookie';
import { clientEntityHeaders } from '@/shared/client-entity/client-entity-store';
import { isFirstLoad, startOnFirstLoad, takeFirstLoad } from '@/shared/first-load-requests';
import { isServer, requestScope } from '@/shared/ssr/request-scope';

const NETWORK_ERROR_MESSAGE = 'No se pudo conectar con el servidor. Revise su conexión e intente de nuevo.';

export class ApiError extends Error {
  readonly status: number;
  readonly errors: unknown;
  readonly requestId: string | undefined;
  /** the answer's whole body: a booking whose outcome is unknown names its reservations there (issue 29, item 4) */
  readonly body: unknown;

  constructor(
    status: number,
    message: string,
    extra: { errors?: unknown; requestId?: string; body?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = extra.errors;
    this.requestId = extra.requestId;
    this.body = extra.body;
  }
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** sent as JSON; a Blob (a File) is sent as it is, with the Content-Type given in `headers` */
  body?: unknown;
  headers?: Record<string, string>;
  /** false for the login call: no bearer token, and a 401 is an answer, not an expired session. */
  auth?: boolean;
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  /** set on the one resend after the agent logged in again */
  resent?: boolean;
  /**
   * 'blob' for files (a voucher PDF): they need the bearer token, so no plain link can fetch them;
   * 'stream' for answers read as they come (the hotel search's NDJSON lines, issue 34): the body
   */
  responseType?: 'json' | 'blob' | 'stream';
};

// Called after every authenticated call that succeeded: the agent is active (session renewal).
let afterAuthenticatedCall: (() => void) | undefined;
export const onAuthenticatedCall = (listener: (() => void) | undefined) => {
  afterAuthenticatedCall = listener;
};

export const buildUrl = (service: ApiService, path: string, query?: Record<string, QueryValue>) => {
  const base = config.api[service];
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value !== undefined && value !== null) params.set(key, String(value));
  });
  const search = params.toString();
  return search ? `${url}?${search}` : url;
};

const readJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

const toApiError = (status: number, body: unknown): ApiError => {
  const data = (body ?? {}) as { message?: unknown; errors?: unknown; requestId?: unknown };
  const fallback = status === 401 ? MESSAGES.invalidCredentials : MESSAGES.serverError;
  const requestId = typeof data.requestId === 'string' ? data.requestId : undefined;
  // A fault's own text ('Internal', a proxy's page) means nothing to an agent (issue 11, item 6):
  // the catalogue's message, with the reference support needs.
  const message =
    status === 500
      ? `${MESSAGES.serverError}${requestId ? ` (referencia ${requestId})` : ''}`
      : typeof data.message === 'string' && data.message
        ? data.message
        : fallback;
  return new ApiError(status, message, { errors: data.errors, requestId, body });
};

const requestKey = (service: ApiService, path: string, options: RequestOptions<unknown>) =>
  [options.method ?? 'GET', buildUrl(service, path, options.query), JSON.stringify(options.body) ?? ''].join(
    ' ',
  );

const send = async (service: ApiService, path: string, options: RequestOptions<unknown>) => {
  const { method = 'GET', query, body, auth = true, signal, responseType = 'json' } = options;
  const accept = responseType === 'blob' ? '*/*' : 'application/json';
  // an AS agent's chosen client: the API prices every quote for it (issue 32, D-25)
  const client = auth ? clientEntityHeaders() : {};
  const headers: Record<string, string> = { Accept: accept, ...client, ...options.headers };
  const raw = body instanceof Blob;
  if (body !== undefined && !raw) headers['Content-Type'] = 'application/json';
  // The token of this tab's login, if it has one; otherwise the browser sends the API's
  // HttpOnly session cookie, and a write adds the CSRF token that goes with it.
  const token = useAuthStore.getState().user?.token;
  if (auth && token) headers.Authorization = `Bearer ${token}`;
  const csrf = readCsrfToken();
  if (auth && !token && csrf && method !== 'GET') headers['X-CSRF-Token'] = csrf;
  // a server render calls the API in-process, with its request's session (issue 34)
  const transport = requestScope()?.fetch ?? fetch;
  try {
    return await transport(buildUrl(service, path, query), {
      method,
      headers,
      body: raw ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
};

/**
 * Starts a page's first call while its code loads (a route's loader, on a cold open): the
 * page's identical apiRequest within seconds takes this answer instead of asking again.
 */
export const prefetchRequest = (service: ApiService, path: string, options: RequestOptions<unknown> = {}) => {
  // a server render asks its pages' data itself (entry-server.tsx), and holds nothing across requests
  if (isServer || !isFirstLoad()) return;
  const { signal: _signal, ...rest } = options;
  startOnFirstLoad(requestKey(service, path, rest), (signal) => send(service, path, { ...rest, signal }));
};

export async function apiRequest<T = unknown>(
  service: ApiService,
  path: string,
  options: RequestOptions<T> = {},
): Promise<T> {
  const { auth = true, schema, responseType = 'json' } = options;
  const early = options.resent
    ? undefined
    : takeFirstLoad(requestKey(service, path, options), options.signal);
  const response = await (early ?? send(service, path, options));

  if (response.ok && responseType === 'blob') {
    if (auth) afterAuthenticatedCall?.();
    return (await response.blob()) as T;
  }
  if (response.ok && responseType === 'stream' && response.body) {
    if (auth) afterAuthenticatedCall?.();
    return response.body as T;
  }
  const data = await readJson(response);
  if (!response.ok) {
    // a server render has no agent to ask: the page it renders falls back to the browser's
    if (response.status === 401 && auth && !isServer) {
      // The session ended under the agent: they log in again over the page and the request
      // goes again, so nothing typed or chosen is lost (issue 11, item 7). If they leave, the
      // guard sees the store empty and sends them to login.
      if (!options.resent && (await requestReauth()))
        return apiRequest(service, path, { ...options, resent: true });
      endSession({ logout: false });
    }
    throw toApiError(response.status, data);
  }
  if (auth) afterAuthenticatedCall?.();
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    console.error('Respuesta inesperada del servidor', path, parsed.error.issues);
    throw new ApiError(response.status, MESSAGES.serverError);
  }
  return parsed.data;
}
