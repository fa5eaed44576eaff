import { describe, expect, it } from 'vitest';
import type { TPostRow } from '@portal/domain/admin/posts';
import { requestOf } from './post-form-dialog';

const stored: TPostRow = {
  id: 7,
  section: 'TICKETS',
  title: 'Temporada',
  author: 'Equipo',
  content: '<p>x</p>',
  image: '/media/posts/politicas.svg',
  imageUrl: '/media/posts/politicas.svg',
  published: true,
  publishFrom: null,
  publishUntil: '2026-12-31T03:00:00.000Z',
  sortOrder: 3,
  state: 'publicada',
  updatedAt: '2026-11-27T12:00:00.000Z',
};
const form = {
  section: 'TICKETS' as const,
  title: '  Temporada alta ',
  author: 'Equipo',
  content: '<p>x</p>',
  image: stored.image,
  imageUrl: stored.imageUrl,
  published: true,
  publishFrom: '2026-12-01 10:00:00',
  publishUntil: null,
};

describe('requestOf: what the post form sends', () => {
  it('sends the window as instants of Buenos Aires wall time, and an emptied end as null', () => {
    expect(requestOf(form, null)).toMatchObject({
      title: 'Temporada alta',
      publishFrom: '2026-12-01T13:00:00.000Z',
      publishUntil: null,
      image: stored.image,
    });
  });

  it('leaves the image out of an edit unless another was uploaded, and never sends the order', () => {
    const edit = requestOf(form, stored);
    expect(edit).not.toHaveProperty('image');
    expect(edit).not.toHaveProperty('sortOrder');
    expect(edit).not.toHaveProperty('imageUrl');
    expect(requestOf({ ...form, image: 'a1B2c3D4e5F6g7H8i9J0kL' }, stored)).toMatchObject({
      image: 'a1B2c3D4e5F6g7H8i9J0kL',
    });
  });
});
