import { describe, expect, it } from 'vitest';
import { posts } from '../../../db/schema';
import { useTestApp } from '../../../test/app';

const t = useTestApp();
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.vendedor });

describe('GET /api/main/posts-by', () => {
  it('lists the published TICKETS posts with images shipped by the server', async () => {
    const res = await get('/api/main/posts-by?section=TICKETS');
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      id: number;
      title: string;
      image: string;
      content: string;
      author: string;
    }[];
    expect(list).toHaveLength(5);
    expect(Object.keys(list[0]!).sort()).toEqual(['author', 'content', 'id', 'image', 'title']);
    for (const post of list) {
      expect(post.image).toMatch(/^\/media\/posts\/.+\.svg$/);
      const image = await t.app.inject({ method: 'GET', url: post.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('leaves out unpublished posts and other sections', async () => {
    await t.db.insert(posts).values([
      { section: 'TICKETS', title: 'Borrador', author: 'a', image: '/x.svg', content: 'x', published: false },
      { section: 'AUTOS', title: 'Autos', author: 'a', image: '/x.svg', content: '<p>x</p>' },
    ]);
    const tickets = (await get('/api/main/posts-by?section=TICKETS')).json() as { title: string }[];
    expect(tickets.map((p) => p.title)).not.toContain('Borrador');
    expect((await get('/api/main/posts-by?section=AUTOS')).json()).toHaveLength(1);
  });

  it('sanitises the content again when it shows it, whatever the row holds (issue 31, item 4)', async () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)">clic</a>',
      '<svg onload=alert(1)></svg>',
      '<style>p{}</style><iframe src="https://evil.example"></iframe>',
    ];
    // written past the back office (by hand, or before it existed)
    await t.db.insert(posts).values(
      attacks.map((attack, i) => ({
        section: 'ASISTENCIAS',
        title: `Ataque ${i}`,
        author: 'a',
        image: '/x.svg',
        content: `<p>hola</p>${attack}`,
      })),
    );
    const shown = (await get('/api/main/posts-by?section=ASISTENCIAS')).json() as { content: string }[];
    expect(shown.map((p) => p.content)).toEqual([
      '<p>hola</p>',
      '<p>hola</p>',
      '<p>hola</p><a>clic</a>',
      '<p>hola</p>',
      '<p>hola</p>',
    ]);
  });

  it('shows only posts inside their window, at the app’s clock, in the carousel’s order', async () => {
    const now = t.config.now().getTime();
    const at = (hours: number) => new Date(now + hours * 3_600_000);
    const row = (title: string, sortOrder: number, window: object = {}) => ({
      section: 'GENERAL',
      title,
      author: 'a',
      image: 'a1B2c3D4e5F6g7H8i9J0kL',
      content: '<p>x</p>',
      sortOrder,
      ...window,
    });
    await t.db
      .insert(posts)
      .values([
        row('Tercera', 3),
        row('Primera, abierta desde ayer', 1, { publishFrom: at(-24), publishUntil: at(24) }),
        row('Programada para mañana', 0, { publishFrom: at(24) }),
        row('Vencida ayer', 0, { publishUntil: at(-24) }),
        row('Segunda, hasta mañana', 2, { publishUntil: at(24) }),
      ]);
    const shown = (await get('/api/main/posts-by?section=GENERAL')).json() as {
      title: string;
      image: string;
    }[];
    expect(shown.map((p) => p.title)).toEqual([
      'Primera, abierta desde ayer',
      'Segunda, hasta mañana',
      'Tercera',
    ]);
    expect(shown[0]!.image).toBe('/api/main/imagenes/a1B2c3D4e5F6g7H8i9J0kL');
  });

  it('answers an empty list for a section without posts', async () => {
    const res = await get('/api/main/posts-by?section=VUELOS');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('refuses a missing or unknown section with a Spanish 400', async () => {
    for (const url of ['/api/main/posts-by', '/api/main/posts-by?section=NADA']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('section');
    }
  });
});
