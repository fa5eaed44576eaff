import { describe, expect, it } from 'vitest';
import { cardImage } from './post-image';

describe('cardImage: the carousel card’s image', () => {
  it('offers an uploaded image’s two web sizes, the small one first', () => {
    const card = cardImage('/api/main/imagenes/a1B2c3D4e5F6g7H8i9J0kL');
    expect(card.src).toMatch(/\/api\/main\/imagenes\/a1B2c3D4e5F6g7H8i9J0kL\?v=small$/);
    expect(card.srcSet).toMatch(/\?v=small 640w, .*\/a1B2c3D4e5F6g7H8i9J0kL 1600w$/);
    expect(card.sizes).toBeDefined();
  });

  it('keeps a shipped image as one file', () => {
    expect(cardImage('/media/posts/politicas.svg')).toEqual({
      src: expect.stringMatching(/\/media\/posts\/politicas\.svg$/),
    });
  });
});
