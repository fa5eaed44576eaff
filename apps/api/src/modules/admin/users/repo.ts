import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@portal/domain/admin/paging';
import type { TUserQuery, TUserRow } from '@portal/domain/admin/users';
import type { DbOrTx } from '../../../db/client';
import { entities, userEntities, users } from '../../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  username: users.username,
  nombre: users.nombre,
  nivel: users.nivel,
  createdAt: users.createdAt,
} as const;

type UserRecord = typeof users.$inferSelect;

function filtersOf(query: TUserQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(users.username, like), ilike(users.nombre, like)));
  }
  if (query.nivel !== undefined) where.push(eq(users.nivel, query.nivel));
  if (query.estado !== 'todos') where.push(eq(users.active, query.estado === 'activos'));
  return and(...where);
}

/** The client entities each user books for, by user id, in name order. */
async function entitiesByUser(db: DbOrTx, userIds: number[]) {
  const byUser = new Map<number, TUserRow['entidades']>();
  if (userIds.length === 0) return byUser;
  const links = await db
    .select({ userId: userEntities.userId, idEntidad: entities.idEntidad, razonSocial: entities.razonSocial })
    .from(userEntities)
    .innerJoin(entities, eq(entities.idEntidad, userEntities.idEntidad))
    .where(inArray(userEntities.userId, userIds))
    .orderBy(asc(entities.razonSocial));
  for (const { userId, ...entity } of links) byUser.set(userId, [...(byUser.get(userId) ?? []), entity]);
  return byUser;
}

const rowOf = (user: UserRecord, entidades: TUserRow['entidades'] = []): TUserRow => ({
  id: user.id,
  username: user.username,
  nombre: user.nombre,
  nivel: user.nivel,
  uws: user.uwsId,
  active: user.active,
  mustChangePassword: user.mustChangePassword,
  entidades,
  createdAt: user.createdAt.toISOString(),
});

/** A page of users as the back office lists them, by username unless asked otherwise. */
export async function usersPage(db: DbOrTx, query: TUserQuery) {
  const where = filtersOf(query);
  const column = SORTS[query.sort ?? 'username'];
  const order = query.dir === 'desc' ? [desc(column), desc(users.id)] : [asc(column), asc(users.id)];
  const [records, [count]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(users)
      .where(where),
  ]);
  const links = await entitiesByUser(
    db,
    records.map((u) => u.id),
  );
  return { items: records.map((u) => rowOf(u, links.get(u.id))), total: count?.n ?? 0 };
}

/** One user as the list shows them; `lock` holds the row until the transaction ends. */
export async function userRow(db: DbOrTx, id: number, { lock = false } = {}): Promise<TUserRow | undefined> {
  const select = db.select().from(users).where(eq(users.id, id));
  const [user] = await (lock ? select.for('update') : select);
  if (!user) return undefined;
  return rowOf(user, (await entitiesByUser(db, [id])).get(id));
}

/** Of the given entity ids, those that do not exist or are inactive. */
export async function unusableEntities(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const active = await db
    .select({ id: entities.idEntidad })
    .from(entities)
    .where(and(inArray(entities.idEntidad, ids), eq(entities.active, true)));
  const ok = new Set(active.map((e) => e.id));
  return ids.filter((id) => !ok.has(id));
}

type NewUser = Pick<UserRecord, 'username' | 'nombre' | 'nivel' | 'uwsId' | 'passwordHash'>;

/** Inserts the user with a temporary password; undefined when the username is taken. */
export async function insertUser(db: DbOrTx, user: NewUser) {
  const [row] = await db
    .insert(users)
    .values({ ...user, active: true, mustChangePassword: true })
    .onConflictDoNothing({ target: users.username })
    .returning({ id: users.id });
  return row?.id;
}

type UserChange = Partial<
  Pick<UserRecord, 'nombre' | 'nivel' | 'uwsId' | 'active' | 'passwordHash' | 'mustChangePassword'>
>;

export async function updateUser(db: DbOrTx, id: number, change: UserChange) {
  await db
    .update(users)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** The user books for exactly these client entities from now on. */
export async function replaceEntities(db: DbOrTx, userId: number, ids: number[]) {
  await db.delete(userEntities).where(eq(userEntities.userId, userId));
  if (ids.length > 0) await db.insert(userEntities).values(ids.map((idEntidad) => ({ userId, idEntidad })));
}
