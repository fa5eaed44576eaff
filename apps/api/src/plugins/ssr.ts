import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TShell } from './spa-preloads';

// The server's render of the portal's first screens (issue 34, D-27): login, home and the
// hotel results arrive with their content, and the portal hydrates them. The render is the
// portal's own code (apps/web/src/entry-server.tsx, built by `vite build --ssr`); this plugin
// decides when to ask it, gives it the API in-process with the request's session, keeps it to
// a time budget, and falls back to the browser-rendered page whenever it cannot.

type TRenderResult =
  | { kind: 'page'; html: Readable; data: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'browser'; reason: string };

type TServerEntry = {
  render: (input: {
    url: string;
    userId?: number;
    cookie: string;
    fetch: typeof fetch;
    signal: AbortSignal;
  }) => Promise<TRenderResult>;
  isServerRendered: (pathname: string) => boolean;
  needsSession: (pathname: string) => boolean;
};

const NO_BODY = new Set([204, 304]);

/**
 * The rendered page compressed as the browser accepts: its HTML and data are some 40–160 KB
 * (the hotel results' data alone ~110 KB), which a phone on a slow network waited for whole
 * before its first paint. Brotli at a low quality costs a few milliseconds and keeps ~90 %.
 */
function compressed(request: FastifyRequest, body: Readable): { encoding?: string; stream: Readable } {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoder = /\bbr\b/.test(accepted)
    ? {
        encoding: 'br',
        stream: zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
      }
    : /\bgzip\b/.test(accepted)
      ? { encoding: 'gzip', stream: zlib.createGzip({ level: 6 }) }
      : undefined;
  if (!encoder) return { stream: body };
  body.on('error', (error) => encoder.stream.destroy(error));
  return { encoding: encoder.encoding, stream: body.pipe(encoder.stream) };
}

/** fetch over app.inject: the render's calls run the API's own routes, hooks and checks. */
const injectFetch =
  (app: FastifyInstance, request: FastifyRequest): typeof fetch =>
  async (input, init = {}) => {
    const headers = { ...(init.headers as Record<string, string> | undefined) };
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: String(input),
      headers: {
        ...headers,
        cookie: request.headers.cookie ?? '',
        host: request.headers.host ?? 'localhost',
      },
      payload: typeof init.body === 'string' ? init.body : undefined,
      remoteAddress: request.ip,
    });
    const body = NO_BODY.has(answer.statusCode) ? null : new Uint8Array(answer.rawPayload);
    return new Response(body, {
      status: answer.statusCode,
      headers: answer.headers as Record<string, string>,
    });
  };

/** The server render's build, if there is one: without it every page is the browser's, as before. */
export async function loadServerEntry(
  dir: string,
  log: FastifyInstance['log'],
): Promise<TServerEntry | null> {
  const file = path.join(dir, 'entry-server.js');
  if (!fs.existsSync(file)) {
    log.warn({ dir }, 'portal server render not built: pages render in the browser');
    return null;
  }
  return (await import(pathToFileURL(file).href)) as TServerEntry;
}

/**
 * Renders `request`'s page on the server, or says why not (null: send the browser's page).
 * A protected page needs the request's API session (the HttpOnly cookie); the login page is
 * rendered only for a browser that holds none.
 */
export function serverPages(app: FastifyInstance, entry: TServerEntry, budgetMs: number) {
  const hasSession = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply);
      return true;
    } catch {
      return false;
    }
  };

  return async (request: FastifyRequest, reply: FastifyReply, shell: TShell): Promise<boolean> => {
    const urlPath = request.url.split('?')[0] ?? '/';
    if (budgetMs === 0 || !entry.isServerRendered(urlPath)) return false;
    const session = await hasSession(request, reply);
    if (entry.needsSession(urlPath) !== session) return false;
    const signal = AbortSignal.timeout(budgetMs);
    const started = performance.now();
    let result: TRenderResult;
    try {
      result = await entry.render({
        url: `${request.protocol}://${request.host}${request.url}`,
        ...(session ? { userId: request.user.id } : {}),
        cookie: request.headers.cookie ?? '',
        fetch: injectFetch(app, request),
        signal,
      });
    } catch (error) {
      request.log.warn({ err: error, urlPath, aborted: signal.aborted }, 'server render failed');
      return false;
    }
    if (signal.aborted || result.kind === 'browser') {
      request.log.info(
        { urlPath, reason: signal.aborted ? 'budget' : result.kind === 'browser' && result.reason },
        'page left to the browser',
      );
      return false;
    }
    if (result.kind === 'redirect') {
      await reply.redirect(result.location);
      return true;
    }
    // The page shows before its code runs (the login page keeps 'Ingresar' off until then)
    const { head, tail } = shell(urlPath, result.data);
    const html = result.html;
    const body = Readable.from(
      (async function* () {
        yield head;
        for await (const chunk of html) yield chunk as Buffer;
        yield tail;
      })(),
    );
    const { encoding, stream } = compressed(request, body);
    if (encoding) reply.header('content-encoding', encoding);
    reply
      .header('x-render', `server; ${Math.round(performance.now() - started)}ms`)
      // the page holds the agent's name and data: no shared cache keeps it
      .header('cache-control', session ? 'private, no-store' : 'no-cache')
      .header('vary', 'cookie, accept-encoding')
      .type('text/html; charset=utf-8');
    await reply.send(stream);
    return true;
  };
}
