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

  it('leaves out unpublished posts and other sections, and returns content as stored', async () => {
    const raw = '<p>hola</p><script>alert(1)</script>';
    await t.db.insert(posts).values([
      { section: 'TICKETS', title: 'Borrador', author: 'a', image: '/x.svg', content: 'x', published: false },
      { section: 'AUTOS', title: 'Autos', author: 'a', image: '/x.svg', content: raw },
    ]);
    const tickets = (await get('/api/main/posts-by?section=TICKETS')).json() as { title: string }[];
    expect(tickets.map((p) => p.title)).not.toContain('Borrador');
    const autos = (await get('/api/main/posts-by?section=AUTOS')).json() as { content: string }[];
    expect(autos).toHaveLength(1);
    expect(autos[0]!.content).toBe(raw);
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
