import { z } from 'zod';

const POST_SECTIONS = ['TICKETS', 'HOTELES', 'AUTOS', 'ASISTENCIAS', 'VUELOS', 'GENERAL'] as const;
export const ZPostSection = z.enum(POST_SECTIONS, { error: 'La sección no es válida' });

// spec §3 Post
const ZPost = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  image: z.string(),
  content: z.string(),
});
export type TPost = z.infer<typeof ZPost>;

export const ZPostsByQuery = z.object({ section: ZPostSection });
export type TPostsByQuery = z.infer<typeof ZPostsByQuery>;

export const ZPostsByResponse = z.array(ZPost);
