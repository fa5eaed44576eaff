import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';

const t = useTestApp();

describe('GET /api/health', () => {
  it('answers ok without a token once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'pg' : 'pglite' });
  });
});

describe('unknown API paths and docs', () => {
  it('answers JSON 404 in Spanish for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/nada' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toMatch(/^No se encontró/);
  });

  it('serves the OpenAPI document with every route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/main/loginweb',
        '/api/main/posts-by',
        '/api/main/entidades/{text}',
      ]),
    );
  });

  it('compresses large answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('malformed URLs', () => {
  it('answers 400 in Spanish for a URL that cannot be decoded', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/main/reservas/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'La dirección solicitada no es válida' });
  });
});
