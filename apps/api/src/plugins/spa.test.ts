import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaPlugin } from './spa';

// A built portal in miniature: index.html, one hashed asset and the first screens' list.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-spa-'));
const INDEX = '<!doctype html><html><head><title>Sistema de reservas</title></head><body></body></html>';
const PRELOADS = {
  '/': { js: ['assets/home-page-abc.js'], css: ['assets/home-page-abc.css'] },
  '/hoteles/hotel-results': { js: ['assets/hotel-results-def.js'] },
};

const ASSET = `export const posts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `novedad ${i}`))};`;

const app = Fastify();
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDist, 'assets', 'home-page-abc.js'), ASSET);
  fs.writeFileSync(path.join(webDist, 'assets', 'home-page-abc.js.br'), zlib.brotliCompressSync(ASSET));
  fs.writeFileSync(path.join(webDist, 'assets', 'home-page-abc.js.gz'), zlib.gzipSync(ASSET));
  fs.writeFileSync(path.join(webDist, 'boot.js'), '// starts the page');
  fs.writeFileSync(path.join(webDist, '.vite', 'first-screens.json'), JSON.stringify(PRELOADS));
  await app.register(spaPlugin, { webDist, mediaDir: webDist });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the portal page', () => {
  it('names the home page chunks in the page sent for /, before </head>', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/home-page-abc.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/home-page-abc.css"></head>',
    );
  });

  it('matches the path without its query string or a trailing slash', async () => {
    for (const url of ['/hoteles/hotel-results?provider=disney&adultos=2', '/hoteles/hotel-results/']) {
      const res = await app.inject({ url });
      expect(res.body, url).toContain('href="/assets/hotel-results-def.js"');
      expect(res.body, url).not.toContain('home-page-abc');
    }
  });

  it('sends index.html as built for a page not in the list', async () => {
    const res = await app.inject({ url: '/autos' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('still answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject({ url: '/api/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toContain('/api/nada');
  });

  it('serves the hashed assets as files, for a year', async () => {
    const res = await app.inject({ url: '/assets/home-page-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toBe(ASSET);
  });

  it('sends the build’s Brotli copy to a browser that takes it', async () => {
    const res = await app.inject({
      url: '/assets/home-page-abc.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(ASSET);
    expect(res.headers.vary).toContain('accept-encoding');
  });

  it('sends the gzip copy to a browser that takes gzip only, or refuses Brotli', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip']) {
      const res = await app.inject({
        url: '/assets/home-page-abc.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(res.headers['content-encoding'], accepted).toBe('gzip');
      expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(ASSET);
    }
  });

  it('answers a HEAD with the headers only, and an unknown asset with a JSON 404', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/assets/home-page-abc.js' });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(ASSET));
    expect(head.body).toBe('');
    const missing = await app.inject({ url: '/assets/nada-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain('/assets/nada-123.js');
  });

  it('serves the build’s other files from disk, for five minutes', async () => {
    const res = await app.inject({ url: '/boot.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });
});
