import { and, asc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { posts } from '../../../db/schema';
import { images } from '../../../db/schema-admin';

/** The section's posts the home shows at `now`: published, inside their window, in the carousel's order. */
export const listShownPosts = (db: Db, section: string, now: Date) =>
  db
    .select({
      id: posts.id,
      title: posts.title,
      author: posts.author,
      image: posts.image,
      content: posts.content,
    })
    .from(posts)
    .where(
      and(
        eq(posts.section, section),
        eq(posts.published, true),
        or(isNull(posts.publishFrom), lte(posts.publishFrom, now)),
        or(isNull(posts.publishUntil), gt(posts.publishUntil, now)),
      ),
    )
    .orderBy(asc(posts.sortOrder), asc(posts.id));

export const findImage = async (db: Db, id: string, variant: 'large' | 'small') =>
  (
    await db
      .select({ mime: images.mime, data: images.data })
      .from(images)
      .where(and(eq(images.id, id), eq(images.variant, variant)))
  )[0];
