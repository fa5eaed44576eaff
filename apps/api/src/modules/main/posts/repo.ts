import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';

export const listPublishedPosts = (db: Db, section: string) =>
  db
    .select({
      id: posts.id,
      title: posts.title,
      author: posts.author,
      image: posts.image,
      content: posts.content,
    })
    .from(posts)
    .where(and(eq(posts.section, section), eq(posts.published, true)))
    .orderBy(asc(posts.id));
