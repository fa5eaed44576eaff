import { describe, expect, it } from 'vitest';
import { hardenPostLink, htmlHasText, POST_LINK_PATTERN, postHtmlPolicy } from './post-html';
import { postImageUrl } from './post-images';
import { postState, ZPostCreate, ZPostEdit, ZPostOrder, ZPostsQuery } from './posts';

const valid = {
  section: 'TICKETS',
  title: 'Temporada 2027',
  author: 'Equipo Producto',
  content: '<p>Ya están los <strong>precios</strong>.</p>',
  image: 'a1B2c3D4e5F6g7H8i9J0kL',
};
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZPostCreate (issue 31, item 4)', () => {
  it('accepts a post, with or without a window', () => {
    expect(ZPostCreate.safeParse(valid).success).toBe(true);
    const windowed = {
      ...valid,
      publishFrom: '2026-12-01T00:00:00-03:00',
      publishUntil: '2026-12-31T23:59:00-03:00',
    };
    expect(ZPostCreate.parse(windowed)).toMatchObject({ publishFrom: '2026-12-01T00:00:00-03:00' });
  });

  it('bounds the title to 2–200 characters and the content to 50,000', () => {
    expect(ZPostCreate.safeParse({ ...valid, title: 'A' }).success).toBe(false);
    expect(ZPostCreate.safeParse({ ...valid, title: 'Ab' }).success).toBe(true);
    expect(ZPostCreate.safeParse({ ...valid, title: 'x'.repeat(200) }).success).toBe(true);
    expect(messageOf(ZPostCreate.safeParse({ ...valid, title: 'x'.repeat(201) }))).toMatch(/entre 2 y 200/);
    const long = `<p>${'a'.repeat(50_000 - 7)}</p>`;
    expect(long).toHaveLength(50_000);
    expect(ZPostCreate.safeParse({ ...valid, content: long }).success).toBe(true);
    expect(messageOf(ZPostCreate.safeParse({ ...valid, content: `${long} ` }))).toMatch(/50\.000/);
  });

  it('refuses markup in the title and the author: they are plain text', () => {
    for (const field of ['title', 'author'])
      for (const text of ['<script>alert(1)</script>', 'Hola <b>mundo</b>', 'a > b'])
        expect(messageOf(ZPostCreate.safeParse({ ...valid, [field]: text }))).toMatch(/< ni >/);
  });

  it('refuses content without text, an unknown section and an image that is not an id', () => {
    expect(messageOf(ZPostCreate.safeParse({ ...valid, content: '<p></p>' }))).toMatch(/contenido/);
    expect(messageOf(ZPostCreate.safeParse({ ...valid, content: '<p>&nbsp;</p>' }))).toMatch(/contenido/);
    expect(ZPostCreate.safeParse({ ...valid, section: 'NADA' }).success).toBe(false);
    for (const image of ['', '../etc/passwd', '/media/posts/x.svg', 'short'])
      expect(ZPostCreate.safeParse({ ...valid, image }).success).toBe(false);
  });

  it('refuses a window that ends before it starts, or when it starts', () => {
    const at = '2026-12-01T10:00:00-03:00';
    for (const publishUntil of [at, '2026-12-01T12:59:59Z']) {
      const result = ZPostCreate.safeParse({ ...valid, publishFrom: at, publishUntil });
      expect(messageOf(result)).toBe('La fecha de inicio debe ser anterior a la de fin');
    }
    expect(ZPostCreate.safeParse({ ...valid, publishFrom: 'mañana' }).success).toBe(false);
  });
});

describe('ZPostEdit and ZPostOrder', () => {
  it('takes only what changed; an empty date clears it', () => {
    expect(ZPostEdit.parse({ published: true })).toEqual({ published: true });
    expect(ZPostEdit.parse({ publishUntil: '' })).toEqual({ publishUntil: null });
    expect(ZPostEdit.safeParse({ title: 'x' }).success).toBe(false);
  });

  it('wants distinct ids', () => {
    expect(ZPostOrder.safeParse({ ids: [3, 1, 2] }).success).toBe(true);
    expect(ZPostOrder.safeParse({ ids: [3, 3] }).success).toBe(false);
    expect(ZPostOrder.safeParse({ ids: [] }).success).toBe(false);
  });

  it('lists one section or all', () => {
    expect(ZPostsQuery.parse({ section: '' }).section).toBeUndefined();
    expect(ZPostsQuery.parse({ section: 'AUTOS' }).section).toBe('AUTOS');
  });
});

describe('postState: what the home shows at a given instant', () => {
  const now = new Date('2026-11-27T15:00:00Z');
  const post = { published: true, publishFrom: null, publishUntil: null };
  it('shows a published post inside its window, from included, until excluded', () => {
    expect(postState(post, now)).toBe('publicada');
    expect(postState({ ...post, publishFrom: '2026-11-27T15:00:00Z' }, now)).toBe('publicada');
    expect(postState({ ...post, publishFrom: '2026-11-27T15:00:01Z' }, now)).toBe('programada');
    expect(postState({ ...post, publishUntil: '2026-11-27T15:00:00Z' }, now)).toBe('vencida');
    expect(postState({ ...post, published: false }, now)).toBe('borrador');
  });
});

describe('the allowed-HTML policy', () => {
  it('allows the editor’s markup and no attribute that styles or scripts', () => {
    const policy = postHtmlPolicy();
    expect(policy.ALLOWED_TAGS).toEqual(
      expect.arrayContaining(['p', 'strong', 'a', 'ul', 'h2', 'blockquote']),
    );
    for (const tag of ['script', 'style', 'iframe', 'svg', 'img', 'form', 'object', 'h1'])
      expect(policy.ALLOWED_TAGS).not.toContain(tag);
    expect(policy.ALLOWED_ATTR.sort()).toEqual(['href', 'rel', 'target']);
  });

  it('lets links go to http, https and mailto only', () => {
    for (const ok of ['https://a.com', 'http://a.com', 'MAILTO:x@y.com'])
      expect(POST_LINK_PATTERN.test(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'data:text/html,x', '/relativo', 'vbscript:x', '//a.com'])
      expect(POST_LINK_PATTERN.test(bad)).toBe(false);
  });

  it('opens every link in a new tab without an opener', () => {
    const attrs = new Map([
      ['href', 'https://a.com'],
      ['target', '_self'],
      ['rel', 'opener'],
    ]);
    const el = {
      nodeName: 'A',
      hasAttribute: (n: string) => attrs.has(n),
      setAttribute: (n: string, v: string) => void attrs.set(n, v),
      removeAttribute: (n: string) => void attrs.delete(n),
    };
    hardenPostLink(el);
    expect(Object.fromEntries(attrs)).toEqual({
      href: 'https://a.com',
      target: '_blank',
      rel: 'noopener noreferrer nofollow',
    });
    attrs.delete('href');
    hardenPostLink(el);
    expect([...attrs.keys()]).toEqual([]);
  });

  it('tells markup with text from an empty editor', () => {
    expect(htmlHasText('<p></p>')).toBe(false);
    expect(htmlHasText('<p><br></p>')).toBe(false);
    expect(htmlHasText('<p>Hola</p>')).toBe(true);
  });
});

describe('postImageUrl', () => {
  it('serves an uploaded image from the API and keeps a shipped one’s path', () => {
    expect(postImageUrl('a1B2c3D4e5F6g7H8i9J0kL')).toBe('/api/main/imagenes/a1B2c3D4e5F6g7H8i9J0kL');
    expect(postImageUrl('/media/posts/politicas.svg')).toBe('/media/posts/politicas.svg');
  });
});
