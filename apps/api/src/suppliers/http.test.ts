import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createSupplierHttp, type SupplierCallEvent } from './http';

// A stand-in supplier on a real socket: what it answers is set per path.
const seen: { path: string; key: string | undefined; method: string }[] = [];
const xmlSeen: { type: string | undefined; body: string }[] = [];
const requestIds: (string | undefined)[] = [];
let dropNext = 0;
const server = http.createServer((req, res) => {
  seen.push({
    path: req.url ?? '',
    key: req.headers['x-api-key'] as string | undefined,
    method: req.method ?? '',
  });
  requestIds.push(req.headers['x-request-id'] as string | undefined);
  const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/api/, '');
  if (path === '/drop' && dropNext > 0) {
    dropNext--;
    req.socket.destroy(); // the connection breaks before any answer
    return;
  }
  const answer = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (path === '/ota') {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      xmlSeen.push({ type: req.headers['content-type'], body });
      res.writeHead(200, { 'content-type': 'text/xml' });
      res.end(
        body.includes('down') ? '<RS><Errors><Error Code="187"/></Errors></RS>' : '<RS><Success/></RS>',
      );
    });
    return;
  }
  if (path === '/slow') return void setTimeout(() => answer(200, { late: true }), 500);
  if (path === '/down') return answer(503, { error: 'unavailable' });
  if (path === '/missing') return answer(404, { error: 'not_found' });
  answer(200, { ok: true, path });
});

let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const client = (timeoutMs = 1000, observe?: (e: SupplierCallEvent) => void) => {
  const suppliers = testConfig().suppliers;
  return createSupplierHttp(
    { ...suppliers, OMNIBEES: { url: `${base}/api`, apiKey: 'k-omb', user: 'portal', timeoutMs } },
    { observe },
  );
};

describe('supplier HTTP calls', () => {
  it("sends the supplier's credential and query, and reads its JSON", async () => {
    const res = await client().call<{ path: string }>('OMNIBEES', {
      method: 'GET',
      path: '/x',
      query: { a: 1, b: undefined },
    });
    expect(res).toEqual({ status: 200, body: { ok: true, path: '/x' } });
    expect(seen.at(-1)).toEqual({ path: '/api/x?a=1', key: 'k-omb', method: 'GET' });
  });

  it('sends an XML message with no key header, reads its text, and fails on what failureOf finds', async () => {
    const events: SupplierCallEvent[] = [];
    const http = client(1000, (e) => events.push(e));
    const failureOf = (text: string) => (text.includes('Errors') ? 'OTA 187' : undefined);
    const ok = await http.call<string>('OMNIBEES', { method: 'POST', path: '/ota', xml: '<RQ/>', failureOf });
    expect(ok).toEqual({ status: 200, body: '<RS><Success/></RS>' });
    expect(xmlSeen.at(-1)).toEqual({ type: 'text/xml; charset=utf-8', body: '<RQ/>' });
    expect(seen.at(-1)?.key).toBeUndefined();
    await expect(
      http.call('OMNIBEES', { method: 'POST', path: '/ota', xml: '<RQ>down</RQ>', failureOf }),
    ).rejects.toMatchObject({ fault: 'unavailable', message: expect.stringContaining('OTA 187') });
    expect(events.map((e) => [e.status, e.outcome])).toEqual([
      [200, 'ok'],
      [200, 'unavailable'],
    ]);
  });

  it('gives a 404 back as an answer for the adapter to read', async () => {
    const res = await client().call('OMNIBEES', { method: 'GET', path: '/missing' });
    expect(res.status).toBe(404);
  });

  it('turns a 5xx into an unavailable fault', async () => {
    await expect(client().call('OMNIBEES', { method: 'GET', path: '/down' })).rejects.toMatchObject({
      supplier: 'OMNIBEES',
      fault: 'unavailable',
    });
  });

  it('cuts a slow supplier at its timeout', async () => {
    const started = performance.now();
    await expect(client(80).call('OMNIBEES', { method: 'GET', path: '/slow' })).rejects.toMatchObject({
      fault: 'timeout',
    });
    expect(performance.now() - started).toBeLessThan(400);
  });

  it('resends an idempotent call once when the connection breaks, never a plain one', async () => {
    dropNext = 1;
    const before = seen.length;
    await expect(
      client().call('OMNIBEES', { method: 'GET', path: '/drop', idempotent: true }),
    ).resolves.toMatchObject({
      status: 200,
    });
    expect(seen.length - before).toBe(2);
    dropNext = 1;
    await expect(
      client().call('OMNIBEES', { method: 'POST', path: '/drop', body: {} }),
    ).rejects.toMatchObject({
      fault: 'unavailable',
    });
  });

  it('is unavailable when no URL is configured', async () => {
    const http = createSupplierHttp({
      ...testConfig().suppliers,
      HBSI: { url: undefined, apiKey: 'x', user: 'portal', timeoutMs: 10 },
    });
    await expect(http.call('HBSI', { method: 'GET', path: '/' })).rejects.toMatchObject({
      fault: 'unavailable',
    });
  });
});

describe('observing supplier calls', () => {
  it('reports each exchange with its outcome, under the id it sent as x-request-id', async () => {
    const events: SupplierCallEvent[] = [];
    const http = client(80, (e) => events.push(e));
    const firstSeen = requestIds.length;
    await http.call('OMNIBEES', { method: 'GET', path: '/x', query: { nombre: 'Ana' } });
    await http.call('OMNIBEES', { method: 'GET', path: '/missing' });
    const down = await http.call('OMNIBEES', { method: 'GET', path: '/down' }).catch((e: unknown) => e);
    await expect(http.call('OMNIBEES', { method: 'GET', path: '/slow' })).rejects.toMatchObject({
      fault: 'timeout',
    });
    dropNext = 1;
    await http.call('OMNIBEES', { method: 'GET', path: '/drop', idempotent: true });
    expect(events.map((e) => [e.supplier, e.method, e.path, e.status, e.outcome])).toEqual([
      ['OMNIBEES', 'GET', '/x', 200, 'ok'],
      ['OMNIBEES', 'GET', '/missing', 404, 'http_4xx'],
      ['OMNIBEES', 'GET', '/down', 503, 'unavailable'],
      ['OMNIBEES', 'GET', '/slow', undefined, 'timeout'],
      // a resent call is an exchange of its own
      ['OMNIBEES', 'GET', '/drop', undefined, 'unavailable'],
      ['OMNIBEES', 'GET', '/drop', 200, 'ok'],
    ]);
    expect(requestIds.slice(firstSeen)).toEqual(events.map((e) => e.id));
    expect(new Set(events.map((e) => e.id)).size).toBe(6);
    expect(down).toMatchObject({ fault: 'unavailable', callId: events[2]!.id });
    expect(events[3]!.ms).toBeGreaterThanOrEqual(70);
  });

  it('never lets a failing observer fail the call', async () => {
    const http = client(1000, () => {
      throw new Error('observer broke');
    });
    await expect(http.call('OMNIBEES', { method: 'GET', path: '/x' })).resolves.toMatchObject({
      status: 200,
    });
  });
});
