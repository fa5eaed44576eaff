import { createHash, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@portal/domain';
import type { AppConfig } from '../config';

export type MetricsAccess = AppConfig['metrics'] & { production: boolean };
export type ScrapeVerdict = 'allow' | 'unauthorized' | 'not_found';
type Caller = { authorization: string | undefined; ip: string; ownPort: boolean };

const digest = (s: string) => createHash('sha256').update(s).digest();
// compared as digests: equal lengths, and no timing tells how much of a guess was right
const bearerIs = (authorization: string | undefined, token: string) =>
  timingSafeEqual(digest(authorization ?? ''), digest(`Bearer ${token}`));

const isLoopback = (ip: string) => ip === '::1' || /^(::ffff:)?127\./.test(ip);

/**
 * Who may scrape: with a listener of its own only there; with a token only who sends it;
 * else, outside production, only this machine (a developer's curl, a local Prometheus).
 * Refusals look like any unknown path, but a missing token, which says what to send.
 */
export function scrapeVerdict(access: MetricsAccess, caller: Caller): ScrapeVerdict {
  if (access.port !== undefined && !caller.ownPort) return 'not_found';
  if (access.token) return bearerIs(caller.authorization, access.token) ? 'allow' : 'unauthorized';
  if (caller.ownPort || (!access.production && isLoopback(caller.ip))) return 'allow';
  return 'not_found';
}

export const UNAUTHORIZED = {
  message: 'Falta el token de métricas o no es válido (metrics token missing or wrong)',
};

/** the answer of any unknown path (plugins/spa.ts) */
export const notFound = (method: string, path: string) => ({
  message: `${MESSAGES.notFound}: ${method} ${path}`,
});

export type Scrape = () => Promise<{ contentType: string; text: string }>;

/** A listener that serves only GET /metrics, on the port and address METRICS_PORT/HOST name. */
export async function startMetricsListener(access: MetricsAccess & { port: number }, scrape: Scrape) {
  const server = http.createServer((req, res) => {
    const answer = (status: number, type: string, body: string) =>
      res.writeHead(status, { 'content-type': type }).end(body);
    const json = (status: number, body: object) =>
      answer(status, 'application/json; charset=utf-8', JSON.stringify(body));
    const path = (req.url ?? '').split('?')[0];
    const verdict = scrapeVerdict(access, {
      authorization: req.headers.authorization,
      ip: req.socket.remoteAddress ?? '',
      ownPort: true,
    });
    if (req.method !== 'GET' || path !== '/metrics' || verdict === 'not_found')
      return json(404, notFound(req.method ?? 'GET', path ?? ''));
    if (verdict === 'unauthorized') return json(401, UNAUTHORIZED);
    scrape().then(
      (m) => answer(200, m.contentType, m.text),
      () => json(500, { message: 'No se pudieron leer las métricas (metrics failed)' }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(access.port, access.host, () => resolve());
  });
  return {
    address: () => server.address() as AddressInfo,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
