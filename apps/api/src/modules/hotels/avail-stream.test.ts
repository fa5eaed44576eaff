import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { useTestApp, type Headers, type TestHandle } from '../../test/app';
import { addMarkup, clearMarkups } from '../markups/test-kit';
import { ZAvailStreamLine } from '@portal/domain/hotels/hotel-avail-stream';
import { ALL_SUPPLIERS_ON, AVAIL, availBody, post, searchHotels, stay, type AvailAnswer } from './test-kit';

// issue 34, item 3: avail told supplier by supplier, one NDJSON line each as it settles.
const STREAM = '/api/client/hotels/avail/stream';
const LISTS = {
  Omnibees: 'hotelAvailResponseOmnibees',
  Prestige: 'hotelAvailResponsePrestige',
  HBSI: 'hotelAvailResponseHBSI',
} as const;
type Line = Record<string, unknown> & { proveedor?: keyof typeof LISTS; hoteles?: unknown[] };

const linesOf = (body: string): Line[] =>
  body
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l) as Line);

const streamOf = async (t: TestHandle, over: Record<string, unknown>, headers?: Headers) => {
  const res = await post(t.app, STREAM, headers ?? t.vendedor, availBody(over));
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
  const lines = linesOf(res.body);
  for (const l of lines) expect(ZAvailStreamLine.safeParse(l).error).toBeUndefined();
  return lines;
};

describe('POST /api/booking/api/client/hotels/avail/stream', () => {
  const t = useTestApp();

  it('tells each supplier’s hotels exactly as the single answer has them, markups included', async () => {
    await clearMarkups(t.db);
    await addMarkup(t.db, { productLine: 'hotels', idEntidad: t.ids.entity, value: '10' });
    const forEntity = { ...t.agente, 'x-id-entidad': String(t.ids.entity) };
    const over = { ...ALL_SUPPLIERS_ON, destino: 'C-ORL' };
    const single: AvailAnswer = await searchHotels(t, over, forEntity);
    const lines = await streamOf(t, over, forEntity);
    expect(lines[0]).toEqual({ buscando: ['Omnibees', 'Prestige', 'HBSI'] });
    const suppliers = lines.slice(1, -1);
    expect(suppliers.map((l) => [l.proveedor, l.estado]).sort()).toEqual([
      ['HBSI', 'ok'],
      ['Omnibees', 'ok'],
      ['Prestige', 'ok'],
    ]);
    for (const l of suppliers) {
      expect(l.hoteles!.length).toBeGreaterThan(0);
      expect(JSON.stringify(l.hoteles)).toBe(JSON.stringify(single[LISTS[l.proveedor!]].hoteles));
    }
    expect(lines.at(-1)).toEqual({
      fin: true,
      failedSuppliers: [],
      proveedores: single.proveedores.map((p) => ({ ...p, ms: expect.any(Number) })),
    });
    await clearMarkups(t.db);
  });

  it('answers 400 with the Spanish message, and no line, when the search breaks a rule', async () => {
    const unknown = await post(t.app, STREAM, t.vendedor, availBody({ destino: 'C-NOWHERE' }));
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { message: 'No se encontró el destino indicado' },
    ]);
    const tooSoon = await post(t.app, STREAM, t.vendedor, availBody({ stayRange: stay(2) }));
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.headers['content-type']).toMatch(/^application\/json/);
    expect((await post(t.app, STREAM, {}, availBody())).statusCode).toBe(401);
  });

  it('is compressed line by line when the client accepts it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/booking${STREAM}`,
      headers: { ...t.vendedor, 'accept-encoding': 'gzip' },
      payload: availBody(),
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    const lines = linesOf(gunzipSync(res.rawPayload).toString());
    expect(lines.map((l) => l.proveedor ?? Object.keys(l)[0]).sort()).toEqual([
      'Omnibees',
      'Prestige',
      'buscando',
      'fin',
    ]);
  });
});

describe('POST /api/booking/api/client/hotels/avail/stream with slow and failing suppliers', () => {
  // far apart, so a loaded machine's own delays (up to ~0.9 s seen) cannot swap them
  const HBSI_LATENCY_MS = 1500;
  const base = testConfig().suppliers;
  const slow = useTestApp(
    {
      searchesPerUser: 1,
      suppliers: {
        ...base,
        OMNIBEES: { ...base.OMNIBEES, timeoutMs: 5000 },
        HBSI: { ...base.HBSI, timeoutMs: 5000 },
      },
    },
    { OMNIBEES: { latencyMs: 700 }, PRESTIGE: { failRate: 1 }, HBSI: { latencyMs: HBSI_LATENCY_MS } },
  );

  it('sends each supplier’s line as it settles: the failing one first, the slowest last', async () => {
    const lines = await streamOf(slow, { ...ALL_SUPPLIERS_ON, destino: 'C-ORL' });
    expect(lines.map((l) => [l.proveedor, l.estado])).toEqual([
      [undefined, undefined],
      ['Prestige', 'error'],
      ['Omnibees', 'ok'],
      ['HBSI', 'ok'],
      [undefined, undefined],
    ]);
    expect(lines[1]).toEqual({ proveedor: 'Prestige', estado: 'error', ms: expect.any(Number), hoteles: [] });
    expect(lines.at(-1)).toMatchObject({ fin: true, failedSuppliers: ['Prestige'] });
    expect(lines.at(-1)).not.toHaveProperty('message');
  });

  it('ends with avail’s 502 message when every supplier asked fails', async () => {
    const lines = await streamOf(slow, { isOmnibeesDisable: true });
    expect(lines).toEqual([
      { buscando: ['Prestige'] },
      { proveedor: 'Prestige', estado: 'error', ms: expect.any(Number), hoteles: [] },
      {
        fin: true,
        failedSuppliers: ['Prestige'],
        proveedores: [
          { proveedor: 'Omnibees', estado: 'desactivado', ms: 0 },
          { proveedor: 'Prestige', estado: 'error', ms: expect.any(Number) },
          { proveedor: 'HBSI', estado: 'desactivado', ms: 0 },
        ],
        message: 'Ocurrió un error al buscar las disponibilidades',
      },
    ]);
    // the single answer keeps its 502
    expect(
      (await post(slow.app, AVAIL, slow.vendedor, availBody({ isOmnibeesDisable: true }))).statusCode,
    ).toBe(502);
  });

  it('shows the fast supplier long before the slow one answers, and frees the search when the client goes', async () => {
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = slow.app.server.address() as AddressInfo;
    // the server's side of the next request: when it closes, the search limit has been told
    const closed = new Promise<void>((done) =>
      slow.app.server.once('request', (_req: IncomingMessage, res: ServerResponse) =>
        res.once('close', () => done()),
      ),
    );
    const abort = new AbortController();
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api/booking${STREAM}`, {
      method: 'POST',
      headers: { ...slow.vendedor, 'content-type': 'application/json' },
      // a stay of its own: nothing of it is in the suppliers' answer cache
      body: JSON.stringify(
        availBody({ isPrestigeDisable: true, isHBSIDisable: false, destino: 'C-ORL', stayRange: stay(45) }),
      ),
      signal: abort.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    const complete = () => linesOf(text.slice(0, text.lastIndexOf('\n') + 1));
    while (!complete().some((l) => l.proveedor)) text += (await reader.read()).value ?? '';
    const firstSupplier = performance.now() - started;
    expect(complete().map((l) => l.proveedor ?? Object.keys(l)[0])).toEqual(['buscando', 'Omnibees']);
    // Omnibees answers at 0.7 s, HBSI at 1.5 s: a search told only when done could not be here
    expect(firstSupplier).toBeLessThan(HBSI_LATENCY_MS * 0.9);
    // the user's one search place is held while HBSI is still searching…
    const busy = await post(slow.app, STREAM, slow.vendedor, availBody());
    expect(busy.statusCode).toBe(429);
    abort.abort();
    await closed;
    // …and given back when the client goes, before HBSI answers
    expect(performance.now() - started).toBeLessThan(HBSI_LATENCY_MS);
    const again = await post(slow.app, STREAM, slow.vendedor, availBody({ isPrestigeDisable: true }));
    expect(again.statusCode).toBe(200);
  });
});
