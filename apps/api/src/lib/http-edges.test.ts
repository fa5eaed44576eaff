import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { FastifyInstance } from 'fastify';

// What reaches the server below the routes (issue 10, findings 7, 10, 12): idle sockets,
// requests Node's parser refuses, and the cache headers of our answers.
let app: FastifyInstance;
let database: Database;
let port = 0;
beforeAll(async () => {
  database = await openDatabase({});
  const config = testConfig({ http: { idleTimeoutMs: 400, requestTimeoutMs: 400 } });
  app = await buildApp(config, { database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Sends raw bytes and answers what came back before the server closed the socket, and when. */
const raw = (bytes: string) =>
  new Promise<{ text: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
    socket.on('error', reject);
    setTimeout(() => (socket.destroy(), resolve({ text, ms: Infinity })), 5_000);
  });

describe('the HTTP edges', () => {
  it('closes a connection that sends nothing, and one that never finishes its request', async () => {
    expect((await raw('')).ms).toBeLessThan(3_000);
    const slow = await raw('GET /api/health HTTP/1.1\r\nHost: x\r\n'); // headers never end
    expect(slow.ms).toBeLessThan(3_000);
  });

  it('answers requests the parser refuses in Spanish, in the portal shape', async () => {
    const long = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(long.text).toMatch(/^HTTP\/1.1 431 /);
    expect(long.text).toContain('{"message":"La solicitud es demasiado larga"}');
    const hostless = await raw('GET /api/health HTTP/1.1\r\n\r\n');
    expect(hostless.text).toMatch(/^HTTP\/1.1 400 /);
    expect(hostless.text).toContain('{"message":"Falta el encabezado Host de la solicitud"}');
    const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
    expect(garbage.text).toMatch(/^HTTP\/1.1 400 /);
    expect(garbage.text).toContain('{"message":"La solicitud no es válida"}');
  });

  it('tells caches to keep no API answer, unless the route says otherwise', async () => {
    const health = await app.inject({ url: '/api/health' });
    expect(health.headers['cache-control']).toBe('no-store');
    const login = await app.inject({
      method: 'POST',
      url: '/api/main/loginweb',
      payload: {
        username: 'x',
        password: 'y',
        grantType: 'password',
        client_id: 'portal-web',
        client_secret: 'z',
      },
    });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
