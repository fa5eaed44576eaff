import { eq, sql } from 'drizzle-orm';
import { htmlHasText } from '@portal/domain/admin/post-html';
import { POST_MESSAGES, windowIsValid, type TPostCreate, type TPostEdit } from '@portal/domain/admin/posts';
import type { Db, DbOrTx } from '../../../db/client';
import { posts } from '../../../db/schema';
import { badRequest, notFound } from '../../../errors';
import { sanitizePostHtml } from '../../../lib/sanitize-html';
import { recordAudit, type Actor } from '../audit';
import {
  findPost,
  findPosts,
  imageExists,
  nextSortOrder,
  sectionOrderForUpdate,
  type PostRecord,
} from './repo';

type Ctx = { db: Db; actor: Actor };

const instant = (iso: string | null | undefined): Date | null | undefined =>
  iso ? new Date(iso) : iso === null ? null : undefined;
/** What the log keeps of a post: all of it, its dates as text. */
const logged = (p: PostRecord) => ({
  ...p,
  publishFrom: p.publishFrom?.toISOString() ?? null,
  publishUntil: p.publishUntil?.toISOString() ?? null,
  createdAt: undefined,
  updatedAt: undefined,
});

/** The content as it is stored: the allowed markup only, and some text left once reduced to it. */
async function safeContent(html: string): Promise<string> {
  const clean = await sanitizePostHtml(html);
  if (!htmlHasText(clean)) throw badRequest(POST_MESSAGES.contentRequired);
  return clean;
}

async function mustExistImage(db: DbOrTx, id: string) {
  if (!(await imageExists(db, id))) throw badRequest(POST_MESSAGES.imageUnknown);
}

export async function createPost({ db, actor }: Ctx, input: TPostCreate): Promise<PostRecord> {
  const content = await safeContent(input.content);
  return db.transaction(async (tx) => {
    await mustExistImage(tx, input.image);
    const [post] = await tx
      .insert(posts)
      .values({
        ...input,
        content,
        published: input.published ?? false,
        publishFrom: instant(input.publishFrom) ?? null,
        publishUntil: instant(input.publishUntil) ?? null,
        sortOrder: input.sortOrder ?? (await nextSortOrder(tx, input.section)),
      })
      .returning();
    await recordAudit(tx, actor, {
      action: 'post.crear',
      target: 'post',
      targetId: post!.id,
      summary: `Publicación «${post!.title}» creada`,
      after: logged(post!),
    });
    return post!;
  });
}

const verbOf = (patch: TPostEdit) =>
  Object.keys(patch).length === 1 && patch.published !== undefined
    ? patch.published
      ? ['post.publicar', 'publicada']
      : ['post.despublicar', 'despublicada']
    : ['post.editar', 'editada'];

export async function editPost({ db, actor }: Ctx, id: number, patch: TPostEdit): Promise<PostRecord> {
  const content = patch.content === undefined ? undefined : await safeContent(patch.content);
  return db.transaction(async (tx) => {
    const before = await findPost(tx, id);
    if (!before) throw notFound('La publicación no existe');
    if (patch.image !== undefined) await mustExistImage(tx, patch.image);
    const from = patch.publishFrom === undefined ? before.publishFrom?.toISOString() : patch.publishFrom;
    const until = patch.publishUntil === undefined ? before.publishUntil?.toISOString() : patch.publishUntil;
    if (!windowIsValid(from, until)) throw badRequest(POST_MESSAGES.window);
    const moved = patch.section !== undefined && patch.section !== before.section;
    const sortOrder = patch.sortOrder ?? (moved ? await nextSortOrder(tx, patch.section!) : undefined);
    const [after] = await tx
      .update(posts)
      .set({
        ...patch,
        content,
        publishFrom: instant(patch.publishFrom),
        publishUntil: instant(patch.publishUntil),
        sortOrder,
        updatedAt: sql`now()`,
      })
      .where(eq(posts.id, id))
      .returning();
    const [action, done] = verbOf(patch);
    await recordAudit(tx, actor, {
      action: action!,
      target: 'post',
      targetId: id,
      summary: `Publicación «${after!.title}» ${done}`,
      before: logged(before),
      after: logged(after!),
    });
    return after!;
  });
}

export async function deletePost({ db, actor }: Ctx, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findPost(tx, id);
    if (!before) throw notFound('La publicación no existe');
    await tx.delete(posts).where(eq(posts.id, id));
    await recordAudit(tx, actor, {
      action: 'post.eliminar',
      target: 'post',
      targetId: id,
      summary: `Publicación «${before.title}» eliminada`,
      before: logged(before),
    });
  });
}

/**
 * The carousel's new order: the posts named take, in the order given, the places they hold now
 * in their section (two neighbours swap; a whole section is reordered), and the section is
 * numbered again from 1, so equal numbers left by older data stop meaning "any order".
 */
export async function orderPosts({ db, actor }: Ctx, ids: number[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const found = await findPosts(tx, ids);
    if (found.length !== ids.length) throw badRequest(POST_MESSAGES.orderUnknown);
    const sections = new Set(found.map((p) => p.section));
    if (sections.size !== 1) throw badRequest(POST_MESSAGES.orderSections);
    const [section] = [...sections];
    const current = await sectionOrderForUpdate(tx, section!);
    const places = current.flatMap((id, place) => (ids.includes(id) ? [place] : []));
    const next = [...current];
    places.forEach((place, k) => (next[place] = ids[k]!));
    for (const [place, id] of next.entries())
      await tx
        .update(posts)
        .set({ sortOrder: place + 1 })
        .where(eq(posts.id, id));
    await recordAudit(tx, actor, {
      action: 'post.ordenar',
      target: 'post',
      summary: `Orden de las publicaciones de ${section} cambiado`,
      before: { section, ids: current },
      after: { section, ids: next },
    });
    return next;
  });
}
