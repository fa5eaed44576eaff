import type { TPost } from '@portal/domain';

/** A post of the carousel's tests: its title names it, its content describes its card. */
export const post = (id: number): TPost => ({
  id,
  title: `Novedad ${id}`,
  author: 'Equipo',
  image: `/media/posts/${id}.svg`,
  content: `<p>Contenido <b>${id}</b></p>`,
});
