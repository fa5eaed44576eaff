import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config';
import { createSupplierHttp } from '../suppliers/http';
import { supplierCallObserver, trackRequestLog } from './metrics-context';

// a supplier that answers everything after a little while (the call outlives a tick or two)
const supplier = http.createServer((_req, res) => {
  setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'), 5);
});
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _enc, done) {
    lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
    done();
  },
});
const app = Fastify({ logger: { level: 'info', stream: sink }, genReqId: () => `req-${lines.length}` });

beforeAll(async () => {
  await new Promise<void>((resolve) => supplier.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(supplier.address() as AddressInfo).port}`;
  const observe = supplierCallObserver(new Registry(), trackRequestLog(app));
  const calls = createSupplierHttp(
    { ...testConfig().suppliers, AVIS: { url, apiKey: 'k', user: 'portal', timeoutMs: 1000 } },
    { observe },
  );
  app.post('/book', async () => {
    await calls.call('AVIS', { method: 'POST', path: '/reserve', body: {} });
    return { ok: true };
  });
  app.addHook('onClose', () => calls.close());
  // a call no request asked for (the reconciliation pass)
  await calls.call('AVIS', { method: 'GET', path: '/status' });
});
afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => supplier.close(() => resolve()));
});

type CallLine = { reqId?: string; msg: string; supplierCall: { id: string; path: string; outcome: string } };
const callLines = () => lines.filter((l) => 'supplierCall' in l) as CallLine[];

describe('supplier call logs', () => {
  it("carry the request's id and the call's own id, also after the body was parsed", async () => {
    const res = await app.inject({ method: 'POST', url: '/book', payload: { nombre: 'Ana' } });
    expect(res.statusCode).toBe(200);
    const incoming = lines.find((l) => l.msg === 'incoming request');
    const booked = callLines().find((l) => l.supplierCall.path === '/reserve');
    expect(booked).toMatchObject({ reqId: incoming?.reqId, msg: 'supplier call' });
    expect(booked?.supplierCall.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are written without a request id for calls outside any request', () => {
    const background = callLines().find((l) => l.supplierCall.path === '/status');
    expect(background).toMatchObject({ supplierCall: { outcome: 'ok' } });
    expect(background?.reqId).toBeUndefined();
  });
});
