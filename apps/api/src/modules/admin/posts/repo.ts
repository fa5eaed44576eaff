import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@portal/domain/admin/paging';
import { postImageUrl } from '@portal/domain/admin/post-images';
import { postState, type TPostRow, type TPostsQuery } from '@portal/domain/admin/posts';
import type { DbOrTx } from '../../../db/client';
import { posts } from '../../../db/schema';
import { images } from '../../../db/schema-admin';

export type PostRecord = typeof posts.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  sortOrder: posts.sortOrder,
  title: posts.title,
  section: posts.section,
  updatedAt: posts.updatedAt,
} as const;

/** A stored post as the back office lists it, with what the home shows of it now. */
export function toPostRow(post: PostRecord, now: Date): TPostRow {
  const window = {
    publishFrom: post.publishFrom?.toISOString() ?? null,
    publishUntil: post.publishUntil?.toISOString() ?? null,
  };
  return {
    id: post.id,
    section: post.section as TPostRow['section'],
    title: post.title,
    author: post.author,
    content: post.content,
    image: post.image,
    imageUrl: postImageUrl(post.image),
    published: post.published,
    ...window,
    sortOrder: post.sortOrder,
    state: postState({ published: post.published, ...window }, now),
    updatedAt: post.updatedAt.toISOString(),
  };
}

function filtersOf(query: TPostsQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) where.push(ilike(posts.title, `%${escapeLike(query.q)}%`));
  if (query.section) where.push(eq(posts.section, query.section));
  return and(...where);
}

/** A page of posts; by default in the carousel's order, section by section. */
export async function postsPage(db: DbOrTx, query: TPostsQuery) {
  const where = filtersOf(query);
  const column = SORTS[query.sort as keyof typeof SORTS];
  const by = query.dir === 'desc' ? desc : asc;
  // the carousel's order is kept per section: sorting by it keeps the sections apart
  const order =
    column && query.sort !== 'sortOrder'
      ? [by(column), asc(posts.section), asc(posts.sortOrder), asc(posts.id)]
      : [asc(posts.section), by(posts.sortOrder), by(posts.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(posts)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const findPost = async (db: DbOrTx, id: number) =>
  (await db.select().from(posts).where(eq(posts.id, id)))[0];

export const findPosts = (db: DbOrTx, ids: number[]) =>
  db.select({ id: posts.id, section: posts.section }).from(posts).where(inArray(posts.id, ids));

/** A section's posts in the carousel's order, locked until the transaction ends. */
export const sectionOrderForUpdate = async (db: DbOrTx, section: string) =>
  (
    await db
      .select({ id: posts.id, sortOrder: posts.sortOrder })
      .from(posts)
      .where(eq(posts.section, section))
      .orderBy(asc(posts.sortOrder), asc(posts.id))
      .for('update')
  ).map((p) => p.id);

/** The place after the section's last post. */
export const nextSortOrder = async (db: DbOrTx, section: string) => {
  const [row] = await db
    .select({ max: sql<number | null>`max(${posts.sortOrder})` })
    .from(posts)
    .where(eq(posts.section, section));
  return row?.max === null || row?.max === undefined ? 1 : Number(row.max) + 1;
};

export const imageExists = async (db: DbOrTx, id: string) =>
  (await db.select({ id: images.id }).from(images).where(eq(images.id, id)).limit(1)).length > 0;
