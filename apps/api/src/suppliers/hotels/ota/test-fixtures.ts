import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { testConfig } from '../../../config';
import { createSupplierHttp, type SupplierCallEvent } from '../../http';
import { createOtaHotelSupplier } from './adapter';
import type { OtaKey } from './exchange';

// The OTA adapter's contract tests: the contract's sample messages (docs/ota-hotels.md) and a
// stand-in supplier on a real socket that answers what a test sets and keeps what it was sent.

const DIR = new URL('../../../../../../packages/domain/src/supplier-wire/ota/fixtures/', import.meta.url);
export const fixture = (name: string) => readFileSync(new URL(name, DIR), 'utf8');

/** The EchoToken of the fixtures' n-th message. */
export const echoTokenOf = (n: number) => `c0ffee00-0000-4000-8000-00000000000${n}`;

type Answer = string | ((request: string) => string);

export async function startFakeSupplier() {
  const sent: { path: string; type: string | undefined; apiKey: string | undefined; body: string }[] = [];
  let answer: Answer = '';
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      sent.push({
        path: req.url ?? '',
        type: req.headers['content-type'],
        apiKey: req.headers['x-api-key'] as string | undefined,
        body,
      });
      const text = typeof answer === 'string' ? answer : answer(body);
      res.writeHead(200, { 'content-type': 'text/xml; charset=utf-8' });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const events: SupplierCallEvent[] = [];
  const supplier = (url: string) => ({ url, apiKey: 'sandbox-omnibees', user: 'portal', timeoutMs: 2000 });
  const client = createSupplierHttp(
    { ...testConfig().suppliers, OMNIBEES: supplier(`${base}/omnibees`), HBSI: supplier(`${base}/hbsi`) },
    { observe: (e) => events.push(e) },
  );
  const clock = { token: echoTokenOf(1), stamp: '2026-03-10T15:00:00.000Z' };
  return {
    sent,
    events,
    clock,
    answer: (a: Answer) => void (answer = a),
    /** The adapter of `key`, its EchoToken and TimeStamp those of `clock` at each call. */
    adapter: (key: OtaKey, pinned = true) =>
      createOtaHotelSupplier(
        key,
        client,
        { user: 'portal', apiKey: 'sandbox-omnibees' },
        pinned ? { echoToken: () => clock.token, timeStamp: () => clock.stamp } : undefined,
      ),
    close: async () => {
      await client.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
