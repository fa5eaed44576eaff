import { and, asc, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { AS_AGENT_NIVEL } from '@portal/domain';
import { pageOffset } from '@portal/domain/admin/paging';
import type { TEntityAgent, TEntityQuery, TEntityRow } from '@portal/domain/admin/entities';
import type { DbOrTx } from '../../../db/client';
import { entities, userEntities, users } from '../../../db/schema';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

// A-Z as people read it, whatever the database's collation: 'Córdoba' between 'Comodoro'
// and 'Corrientes', 'andes' with 'Andes'.
const readingOrder = sql`translate(lower(${entities.razonSocial}), 'áéíóúü', 'aeiouu')`;

const SORTS = {
  razonSocial: readingOrder,
  cuit: entities.cuit,
  createdAt: entities.createdAt,
} as const;

type EntityRecord = typeof entities.$inferSelect;
export type EntityColumns = Pick<
  EntityRecord,
  'razonSocial' | 'cuit' | 'condicionIva' | 'email' | 'telefono' | 'direccion' | 'active'
>;

/** Who counts as an AS agent of an entity: nivel 2 and active (spec §6). */
const isActiveAgent = and(eq(users.nivel, AS_AGENT_NIVEL), eq(users.active, true));

function filtersOf(query: TEntityQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(or(ilike(entities.razonSocial, like), ilike(entities.cuit, like)));
  }
  if (query.estado !== 'todas') where.push(eq(entities.active, query.estado === 'activas'));
  return and(...where);
}

/** The active AS agents who book for each entity, by entity id, in name order. */
async function agentsByEntity(db: DbOrTx, ids: number[]) {
  const byEntity = new Map<number, TEntityAgent[]>();
  if (ids.length === 0) return byEntity;
  const links = await db
    .select({
      idEntidad: userEntities.idEntidad,
      id: users.id,
      nombre: users.nombre,
      username: users.username,
    })
    .from(userEntities)
    .innerJoin(users, eq(users.id, userEntities.userId))
    .where(and(inArray(userEntities.idEntidad, ids), isActiveAgent))
    .orderBy(asc(users.nombre), asc(users.id));
  for (const { idEntidad, ...agent } of links)
    byEntity.set(idEntidad, [...(byEntity.get(idEntidad) ?? []), agent]);
  return byEntity;
}

const rowOf = (e: EntityRecord, agentes: TEntityAgent[] = []): TEntityRow => ({
  idEntidad: e.idEntidad,
  razonSocial: e.razonSocial,
  cuit: e.cuit,
  condicionIva: e.condicionIva,
  email: e.email,
  telefono: e.telefono,
  direccion: e.direccion,
  active: e.active,
  agentes,
  createdAt: e.createdAt.toISOString(),
});

/** A page of entities as the back office lists them, by razón social unless asked otherwise. */
export async function entitiesPage(db: DbOrTx, query: TEntityQuery) {
  const where = filtersOf(query);
  const column = SORTS[query.sort as keyof typeof SORTS] ?? readingOrder;
  const order =
    query.dir === 'desc' ? [desc(column), desc(entities.idEntidad)] : [asc(column), asc(entities.idEntidad)];
  const [records, [count]] = await Promise.all([
    db
      .select()
      .from(entities)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(entities)
      .where(where),
  ]);
  const agents = await agentsByEntity(
    db,
    records.map((e) => e.idEntidad),
  );
  return { items: records.map((e) => rowOf(e, agents.get(e.idEntidad))), total: count?.n ?? 0 };
}

/** One entity as the list shows it; `lock` holds its row until the transaction ends. */
export async function entityRow(db: DbOrTx, id: number, { lock = false } = {}) {
  const select = db.select().from(entities).where(eq(entities.idEntidad, id));
  const [entity] = await (lock ? select.for('update') : select);
  if (!entity) return undefined;
  return rowOf(entity, (await agentsByEntity(db, [id])).get(id));
}

/** Another entity with this razón social (in any case) or this CUIT, if there is one. */
export async function clashingEntity(
  db: DbOrTx,
  { razonSocial, cuit, exceptId }: { razonSocial?: string; cuit?: string; exceptId?: number },
) {
  const same = or(
    razonSocial === undefined ? undefined : sql`lower(${entities.razonSocial}) = lower(${razonSocial})`,
    cuit === undefined ? undefined : eq(entities.cuit, cuit),
  );
  if (!same) return undefined;
  const [found] = await db
    .select({ razonSocial: entities.razonSocial, cuit: entities.cuit })
    .from(entities)
    .where(and(same, exceptId === undefined ? undefined : ne(entities.idEntidad, exceptId)))
    .limit(1);
  return found;
}

// Entity writes take turns, so two staff creating the same razón social or CUIT cannot both
// pass the check (CUIT has no unique index of its own).
export const serialiseEntityWrites = (db: DbOrTx) => db.execute(sql`select pg_advisory_xact_lock(310003)`);

export async function insertEntity(db: DbOrTx, values: Omit<EntityColumns, 'active'>) {
  const [row] = await db
    .insert(entities)
    .values({ ...values, active: true })
    .returning({ id: entities.idEntidad });
  return row!.id;
}

export async function updateEntity(db: DbOrTx, id: number, change: Partial<EntityColumns>) {
  await db
    .update(entities)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(entities.idEntidad, id));
}

/** The active AS agents, in name order: who may book for an entity. */
export const activeAgents = (db: DbOrTx): Promise<TEntityAgent[]> =>
  db
    .select({ id: users.id, nombre: users.nombre, username: users.username })
    .from(users)
    .where(isActiveAgent)
    .orderBy(asc(users.nombre), asc(users.id));

/** Of the given user ids, those that are not active AS agents. */
export async function notAgents(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, ids), isActiveAgent));
  const ok = new Set(found.map((u) => u.id));
  return ids.filter((id) => !ok.has(id));
}

/**
 * From now on exactly these active AS agents book for the entity. Links of other users (an
 * inactive agent, kept for when they return) are the users screen's to change.
 */
export async function replaceAgents(db: DbOrTx, idEntidad: number, agentIds: number[]) {
  const current = await agentsByEntity(db, [idEntidad]);
  const gone = (current.get(idEntidad) ?? []).map((a) => a.id).filter((id) => !agentIds.includes(id));
  if (gone.length > 0)
    await db
      .delete(userEntities)
      .where(and(eq(userEntities.idEntidad, idEntidad), inArray(userEntities.userId, gone)));
  if (agentIds.length > 0)
    await db
      .insert(userEntities)
      .values(agentIds.map((userId) => ({ userId, idEntidad })))
      .onConflictDoNothing();
}

/** Of these agents, those who book for no entity but this one. */
export async function agentsOnlyHere(db: DbOrTx, idEntidad: number, agents: TEntityAgent[]) {
  if (agents.length === 0) return [];
  const elsewhere = await db
    .selectDistinct({ id: userEntities.userId })
    .from(userEntities)
    .where(
      and(
        inArray(
          userEntities.userId,
          agents.map((a) => a.id),
        ),
        ne(userEntities.idEntidad, idEntidad),
      ),
    );
  const kept = new Set(elsewhere.map((u) => u.id));
  return agents.filter((a) => !kept.has(a.id));
}
