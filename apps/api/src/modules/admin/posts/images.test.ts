import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMAGE_LIMITS } from '@portal/domain/admin/post-images';
import { auditLog, images } from '../../../db/schema-admin';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import { bombPng, imageOf } from './test-images';

const t = useTestApp();
let admin: Headers;
beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
});
afterEach(() => vi.restoreAllMocks());

const upload = (file: Buffer | string, type = 'image/jpeg', headers: Headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/imagenes',
    headers: { ...headers, 'content-type': type },
    payload: file,
  });
const read = (url: string, headers: Headers = t.vendedor) => t.app.inject({ method: 'GET', url, headers });
const stored = async () => ({
  images: (await t.db.select({ n: count() }).from(images))[0]!.n,
  audit: (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.target, 'imagen')))[0]!.n,
});

describe('POST /api/admin/imagenes (issue 31, item 4)', () => {
  it('re-encodes a JPEG to WebP at the two web sizes, without its metadata, and logs it', async () => {
    const res = await upload(await imageOf('jpeg', 2400, 1200, { exif: true }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(String),
      url: `/api/main/imagenes/${body.id}`,
      width: 1600,
      height: 800,
    });

    const large = await read(body.url);
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-type']).toBe('image/webp');
    expect(large.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(large.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 1600, 800, undefined]);

    const small = await sharp((await read(`${body.url}?v=small`)).rawPayload).metadata();
    expect([small.format, small.width, small.height]).toEqual(['webp', 640, 320]);

    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, body.id));
    expect(entry).toMatchObject({ action: 'imagen.subir', target: 'imagen', actorName: expect.any(String) });
  });

  it('keeps a tall image within the box and never enlarges a small one', async () => {
    const tall = (await upload(await imageOf('png', 900, 2700), 'image/png')).json();
    expect(tall.height).toBe(1600);
    expect(tall.width).toBeLessThanOrEqual(IMAGE_LIMITS.large);
    const tiny = (await upload(await imageOf('webp', 300, 200), 'image/webp')).json();
    expect([tiny.width, tiny.height]).toEqual([300, 200]);
    const small = await sharp((await read(`${tiny.url}?v=small`)).rawPayload).metadata();
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('judges the bytes, not the declared type', async () => {
    const png = await imageOf('png', 40, 30);
    expect((await upload(png, 'image/jpeg')).statusCode).toBe(201);
    const before = await stored();
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    for (const [file, type] of [
      [gif, 'image/gif'],
      [html, 'image/jpeg'],
      [svg, 'image/svg+xml'],
      [html, 'application/octet-stream'],
    ] as const) {
      const res = await upload(file, type);
      expect([type, res.statusCode, res.json().message]).toEqual([
        type,
        400,
        'El archivo no es una imagen JPEG, PNG o WebP',
      ]);
    }
    expect(await stored()).toEqual(before);
  });

  it('refuses a file whose header says image but whose content is broken', async () => {
    const jpeg = await imageOf('jpeg', 200, 100);
    const res = await upload(jpeg.subarray(0, 40));
    expect([res.statusCode, res.json().message]).toEqual([
      400,
      'No se pudo leer la imagen: el archivo está dañado',
    ]);
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const before = await stored();
    const toBuffer = vi.spyOn(sharp.prototype, 'toBuffer');
    // 30000 × 30000, and 10000 × 10000: past our 40 megapixels though under sharp's own default limit
    for (const side of [30_000, 10_000]) {
      const bomb = bombPng(side, side);
      expect(bomb.length).toBeLessThan(200);
      const res = await upload(bomb, 'image/png');
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'La imagen tiene demasiados píxeles (máximo 40 megapíxeles)',
      ]);
    }
    expect(toBuffer).not.toHaveBeenCalled();
    expect(await stored()).toEqual(before);
    // the spy does see a decode: an image within the limit goes through it
    expect((await upload(await imageOf('png', 20, 20), 'image/png')).statusCode).toBe(201);
    expect(toBuffer).toHaveBeenCalled();
  });

  it('cuts an upload past 5 MB with 413, and takes one of exactly 5 MB', async () => {
    const before = await stored();
    const jpegOf = (size: number) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(size - 3)]);
    const over = await upload(jpegOf(IMAGE_LIMITS.maxBytes + 1));
    expect([over.statusCode, over.json().message]).toEqual([413, 'La imagen supera el máximo de 5 MB']);
    // read, and refused for its content, not its size
    const at = await upload(jpegOf(IMAGE_LIMITS.maxBytes));
    expect([at.statusCode, at.json().message]).toEqual([
      400,
      'No se pudo leer la imagen: el archivo está dañado',
    ]);
    expect(await stored()).toEqual(before);
  });

  it('asks for a file when the body is empty or JSON', async () => {
    for (const res of [
      await upload(Buffer.alloc(0)),
      await t.app.inject({ method: 'POST', url: '/api/admin/imagenes', headers: admin, payload: {} }),
    ])
      expect([res.statusCode, res.json().message]).toEqual([
        400,
        'Envíe la imagen como archivo JPEG, PNG o WebP',
      ]);
  });

  it('lets no seller upload', async () => {
    expect((await upload(await imageOf('png', 20, 20), 'image/png', t.vendedor)).statusCode).toBe(403);
  });
});

describe('GET /api/main/imagenes/:id', () => {
  it('answers 404 for an unknown id or size, and 401 without a session', async () => {
    const { url } = (await upload(await imageOf('jpeg', 50, 50))).json();
    expect((await read('/api/main/imagenes/noexiste1234567890ab')).statusCode).toBe(404);
    expect((await read(`${url}?v=huge`)).statusCode).toBe(400);
    expect((await read(url, {})).statusCode).toBe(401);
    expect((await read(url)).statusCode).toBe(200);
  });
});
