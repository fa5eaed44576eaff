import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa';

// The server render's plugin with a render of its own (the portal's is apps/web's build, run by
// the e2e journeys): which pages it asks for, what it hands the render, how the page is put
// together, and every way back to the browser-rendered page.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-ssr-'));
const webDist = path.join(dir, 'dist');
const serverDist = path.join(dir, 'dist-server');
// as Vite writes it: the entry's script, then its stylesheet, in the head
const INDEX =
  '<!doctype html><html><head><title>Sistema de reservas</title>' +
  '<script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>' +
  '<body><div id="root"><p class="boot">Espere..</p></div></body></html>';
const PRELOADS = { '/': { js: ['assets/home-page-abc.js'], css: ['assets/home-page-abc.css'] } };

// The contract of apps/web/src/entry-server.tsx, played by a module that says what it was given.
const ENTRY = `
import { Readable } from 'node:stream';
const PAGES = ['/', '/public/login', '/lento', '/roto', '/navegador'];
export const isServerRendered = (p) => PAGES.includes(p);
export const needsSession = (p) => p !== '/public/login';
const until = (signal) => new Promise((resolve) => signal.addEventListener('abort', resolve, { once: true }));
export async function render({ url, userId, cookie, fetch, signal }) {
  const { pathname } = new URL(url);
  if (pathname === '/lento') { await until(signal); return { kind: 'page', html: Readable.from(['tarde']), data: '{}' }; }
  if (pathname === '/roto') throw new Error('render roto');
  if (pathname === '/navegador') return { kind: 'browser', reason: 'un agente AS' };
  const echo = userId ? await (await fetch('/api/eco', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' })).text() : '';
  const html = Readable.from(['<main>', 'usuario ' + (userId ?? '-') + ' ', echo, '</main>']);
  return { kind: 'page', html, data: JSON.stringify({ router: { cookie } }).replace(/</g, '\\\\u003c') };
}`;

const app = Fastify();
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, '.vite'), { recursive: true });
  fs.mkdirSync(serverDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, '.vite', 'first-screens.json'), JSON.stringify(PRELOADS));
  fs.writeFileSync(path.join(serverDist, 'package.json'), '{"type":"module"}');
  fs.writeFileSync(path.join(serverDist, 'entry-server.js'), ENTRY);
  // the auth plugin's check, as its cookie would pass it
  app.decorateRequest('user', null as unknown as FastifyRequest['user']);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    if (!request.headers.cookie?.includes('portal_session=valida')) throw new Error('sin sesión');
    request.user = { id: 7 } as FastifyRequest['user'];
  });
  app.post('/api/eco', async (request) => ({ cookie: request.headers.cookie, body: request.body }));
  await app.register(spaPlugin, { webDist, mediaDir: webDist, webServerDist: serverDist, ssrBudgetMs: 300 });
  await app.ready();
  expect(await app.serverRenderReady).toBe(true);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const SESSION = { cookie: 'portal_session=valida; userLogged=%7B%7D' };
const page = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('a page the server renders', () => {
  it('puts the render inside index.html: styles and the scheme’s script in the head, the data and the scripts after it', async () => {
    const res = await page('/public/login');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-render']).toMatch(/^server; \d+ms$/);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(
      '<!doctype html><html><head><title>Sistema de reservas</title>' +
        '<link rel="stylesheet" href="/assets/index.css"><script src="/color-scheme.js"></script></head>' +
        '<body><div id="root"><main>usuario - </main></div>' +
        '<script type="application/json" id="ssr-data">{"router":{"cookie":""}}</script>' +
        '<template id="portal-code"><script type="module" src="/assets/index.js"></script></template>' +
        '<script src="/boot.js" defer></script></body></html>',
    );
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ])('sends the page compressed with %s when the browser accepts it', async (encoding, decompress) => {
    const plain = await page('/', SESSION);
    const res = await app.inject({
      url: '/',
      headers: { ...SESSION, 'accept-encoding': `${encoding}, deflate` },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(decompress(res.rawPayload).toString('utf8')).toBe(plain.body);
  });

  it('renders a protected page for the API session, calling the API in-process with its cookies', async () => {
    const res = await page('/', SESSION);
    expect(res.headers['x-render']).toMatch(/^server/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    expect(res.headers['content-encoding']).toBeUndefined();
    // the page's styles with the entry's in the head; its code after the content, inert until
    // boot.js starts it after the first paint, the entry last (it runs as soon as it is fetched)
    expect(res.body).toContain(
      '<link rel="stylesheet" href="/assets/index.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/home-page-abc.css">' +
        '<script src="/color-scheme.js"></script></head>',
    );
    expect(res.body).toContain(
      '</script><template id="portal-code">' +
        '<link rel="modulepreload" crossorigin href="/assets/home-page-abc.js">' +
        '<script type="module" src="/assets/index.js"></script></template>' +
        '<script src="/boot.js" defer></script></body>',
    );
    expect(res.body).toContain(
      '<main>usuario 7 {"cookie":"portal_session=valida; userLogged=%7B%7D","body":{"a":1}}</main>',
    );
  });
});

describe('the browser renders', () => {
  it.each([
    ['a protected page without a session', '/', {}],
    ['the login page for a browser with a session', '/public/login', SESSION],
    ['a page past the render’s time budget', '/lento', SESSION],
    ['a page whose render failed', '/roto', SESSION],
    ['a page the render leaves to the browser', '/navegador', SESSION],
    ['a page the server does not render', '/autos', SESSION],
  ])('%s', async (_, url, headers) => {
    const res = await page(url, headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-render']).toBe('browser');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<p class="boot">Espere..</p>');
    expect(res.body).not.toContain('ssr-data');
  });
});
