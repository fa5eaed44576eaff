import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../../db/schema';
import { auditLog } from '../../../db/schema-admin';
import { ADMIN, authHeader, useTestApp, type Headers } from '../../../test/app';
import { imageOf } from './test-images';

const t = useTestApp();
let admin: Headers;
let image: string;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: admin, payload });
const postOf = (over: object = {}) => ({
  section: 'AUTOS',
  title: 'Autos en Orlando',
  author: 'Equipo Autos',
  content: '<p>Retiro en el <strong>aeropuerto</strong>.</p>',
  image,
  ...over,
});
const create = async (over: object = {}) => {
  const res = await call('POST', '/posts', postOf(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; content: string; sortOrder: number; title: string };
};
const written = async () => ({
  posts: (await t.db.select({ n: count() }).from(posts))[0]!.n,
  audit: (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.target, 'post')))[0]!.n,
});

beforeAll(async () => {
  admin = await authHeader(t.app, ADMIN);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/imagenes',
    headers: { ...admin, 'content-type': 'image/png' },
    payload: await imageOf('png', 64, 48),
  });
  image = res.json().id;
});

describe('POST /api/admin/posts (issue 31, item 4)', () => {
  it('creates an unpublished post at the end of its section, and logs it', async () => {
    const first = await create();
    const second = await create({ title: 'Autos: seguros incluidos' });
    expect(second.sortOrder).toBe(first.sortOrder + 1);
    expect(second).toMatchObject({
      published: false,
      state: 'borrador',
      image,
      imageUrl: `/api/main/imagenes/${image}`,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(second.id)));
    expect(entry).toMatchObject({ action: 'post.crear', after: { title: 'Autos: seguros incluidos' } });
  });

  it('answers 400 in Spanish and writes nothing for bad input', async () => {
    const before = await written();
    const cases: [object, RegExp][] = [
      [{ title: 'A' }, /entre 2 y 200/],
      [{ title: 'x'.repeat(201) }, /entre 2 y 200/],
      [{ content: 'x'.repeat(50_001) }, /50\.000/],
      [{ content: '<p> </p>' }, /contenido/],
      [{ section: 'NADA' }, /sección/],
      [{ image: 'noexisteningunaimagen' }, /La imagen no existe/],
      [{ publishFrom: '2026-12-10T00:00:00Z', publishUntil: '2026-12-01T00:00:00Z' }, /anterior/],
      [{ published: 'sí' }, /publicada/],
    ];
    for (const [over, message] of cases) {
      const res = await call('POST', '/posts', postOf(over));
      expect([JSON.stringify(over).slice(0, 60), res.statusCode]).toEqual([
        JSON.stringify(over).slice(0, 60),
        400,
      ]);
      expect(res.json().message).toMatch(message);
    }
    expect(await written()).toEqual(before);
  });
});

describe('XSS: no script reaches what is stored (one case per field)', () => {
  const ATTACKS = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">clic</a>',
    '<a href=" jav&#x09;ascript:alert(1)">clic</a>',
    '<svg onload=alert(1)><circle/></svg>',
    '<style>body{display:none}</style>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">x</p>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  ];
  const DANGER = /<script|onerror|onload|onclick|javascript:|<svg|<style|<iframe|<img|<math|style=/i;

  it('content: keeps the text and the allowed markup, drops the rest', async () => {
    for (const attack of ATTACKS) {
      const post = await create({ content: `<p>Texto seguro</p>${attack}` });
      const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
      expect([attack, DANGER.test(row!.content)]).toEqual([attack, false]);
      expect(row!.content).toContain('<p>Texto seguro</p>');
      expect(post.content).toBe(row!.content);
    }
  });

  it('content edited: sanitised again', async () => {
    const post = await create();
    const res = await call('PATCH', `/posts/${post.id}`, {
      content: '<p>ok</p><img src=x onerror=alert(1)>',
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row!.content).toBe('<p>ok</p>');
  });

  it('links: http, https and mailto kept, opened in a new tab without an opener', async () => {
    const post = await create({
      content:
        '<p><a href="https://a.com" target="_self">a</a> <a href="mailto:x@y.com">b</a> <a href="/interno">c</a></p>',
    });
    expect(post.content).toBe(
      '<p><a href="https://a.com" target="_blank" rel="noopener noreferrer nofollow">a</a> ' +
        '<a href="mailto:x@y.com" target="_blank" rel="noopener noreferrer nofollow">b</a> <a>c</a></p>',
    );
  });

  it('content that is only an attack is refused: nothing is left to show', async () => {
    const before = await written();
    const res = await call('POST', '/posts', postOf({ content: '<script>alert(1)</script><p></p>' }));
    expect([res.statusCode, res.json().message]).toEqual([400, 'Escriba el contenido de la publicación']);
    expect(await written()).toEqual(before);
  });

  it('title and author are plain text: markup is refused, on create and on edit', async () => {
    const post = await create();
    const before = await written();
    for (const field of ['title', 'author'])
      for (const attack of ATTACKS.slice(0, 5)) {
        const created = await call('POST', '/posts', postOf({ [field]: attack }));
        const edited = await call('PATCH', `/posts/${post.id}`, { [field]: attack });
        for (const res of [created, edited])
          expect([field, attack, res.statusCode, res.json().message]).toEqual([
            field,
            attack,
            400,
            expect.stringMatching(/< ni >/),
          ]);
      }
    expect(await written()).toEqual(before);
  });
});

describe('PATCH and DELETE /api/admin/posts/:id', () => {
  it('publishes, sets and clears the window, and logs each change with before and after', async () => {
    const post = await create();
    const published = await call('PATCH', `/posts/${post.id}`, { published: true });
    expect(published.json()).toMatchObject({ published: true, state: 'publicada' });
    const from = new Date(t.config.now().getTime() + 86_400_000).toISOString();
    const windowed = await call('PATCH', `/posts/${post.id}`, { publishFrom: from });
    expect(windowed.json()).toMatchObject({ publishFrom: from, state: 'programada' });
    const bad = await call('PATCH', `/posts/${post.id}`, { publishUntil: from });
    expect([bad.statusCode, bad.json().message]).toEqual([
      400,
      'La fecha de inicio debe ser anterior a la de fin',
    ]);
    const cleared = await call('PATCH', `/posts/${post.id}`, { publishFrom: '' });
    expect(cleared.json()).toMatchObject({ publishFrom: null, state: 'publicada' });
    const log = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(post.id)));
    expect(log.map((e) => e.action)).toEqual(['post.crear', 'post.publicar', 'post.editar', 'post.editar']);
    expect(log[1]).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('deletes a post, logging what it was; an unknown id is 404', async () => {
    const post = await create({ title: 'Para borrar' });
    expect((await call('DELETE', `/posts/${post.id}`)).statusCode).toBe(204);
    expect(await t.db.select().from(posts).where(eq(posts.id, post.id))).toEqual([]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'post.eliminar'));
    expect(entry).toMatchObject({ targetId: String(post.id), before: { title: 'Para borrar' }, after: null });
    expect((await call('DELETE', `/posts/${post.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', '/posts/999999', { published: true })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/posts and POST /api/admin/posts/orden', () => {
  const titles = async (query: string) =>
    ((await call('GET', `/posts?${query}`)).json().items as { title: string }[]).map((p) => p.title);

  it('lists a section in the carousel’s order, searches titles and pages', async () => {
    const list = (await call('GET', '/posts?section=TICKETS&perPage=10')).json();
    expect(list.total).toBe(5);
    expect(list.items[0]).toMatchObject({
      title: 'Walt Disney World: tickets 2027 ya disponibles',
      state: 'publicada',
    });
    expect(await titles('q=universal')).toEqual(['Universal Orlando: park-to-park con eventos']);
    const page2 = (await call('GET', '/posts?section=TICKETS&perPage=10&page=2')).json();
    expect([page2.total, page2.items]).toEqual([5, []]);
  });

  it('moves a post up by swapping it with its neighbour, and a whole section at once', async () => {
    const ids = ((await call('GET', '/posts?section=TICKETS')).json().items as { id: number }[]).map(
      (p) => p.id,
    );
    const swapped = await call('POST', '/posts/orden', { ids: [ids[2], ids[1]] });
    expect(swapped.json().ids).toEqual([ids[0], ids[2], ids[1], ids[3], ids[4]]);
    const after = ((await call('GET', '/posts?section=TICKETS')).json().items as { id: number }[]).map(
      (p) => p.id,
    );
    expect(after).toEqual([ids[0], ids[2], ids[1], ids[3], ids[4]]);
    const reversed = [...ids].reverse();
    await call('POST', '/posts/orden', { ids: reversed });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'post.ordenar'))
      .orderBy(auditLog.id)
      .limit(1);
    expect(entry).toMatchObject({ before: { section: 'TICKETS', ids }, after: { ids: swapped.json().ids } });
    expect(
      ((await call('GET', '/posts?section=TICKETS')).json().items as { id: number }[]).map((p) => p.id),
    ).toEqual(reversed);
  });

  it('refuses ids of two sections, unknown ids and repeats, writing nothing', async () => {
    const tickets = (await call('GET', '/posts?section=TICKETS')).json().items[0].id;
    const autos = (await create()).id;
    const before = await written();
    const order = await t.db.select({ id: posts.id, o: posts.sortOrder }).from(posts).orderBy(posts.id);
    for (const [ids, message] of [
      [[tickets, autos], /misma sección/],
      [[tickets, 999_999], /no existe/],
      [[tickets, tickets], /sin repetir/],
    ] as const) {
      const res = await call('POST', '/posts/orden', { ids });
      expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(message)]);
    }
    expect(await written()).toEqual(before);
    expect(await t.db.select({ id: posts.id, o: posts.sortOrder }).from(posts).orderBy(posts.id)).toEqual(
      order,
    );
  });
});
