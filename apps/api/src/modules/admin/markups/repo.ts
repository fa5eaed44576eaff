import { and, asc, desc, eq, ilike, isNull, ne, or, sql, type Column, type SQL } from 'drizzle-orm';
import { pageOffset } from '@portal/domain/admin/paging';
import { MARKUP_SPECIFICITY, type TMarkupKind } from '@portal/domain/commerce/markups';
import type { TMarkupQuery, TMarkupRule } from '@portal/domain/commerce/markup-schemas';
import type { Currency } from '@portal/domain/money';
import type { TReservationModule } from '@portal/domain/reservations/reservation';
import type { DbOrTx } from '../../../db/client';
import { entities } from '../../../db/schema';
import { markups } from '../../../db/schema-commerce';

// The markups table as the back office reads and writes it (issue 32, item 1). The pricing
// reads the active rules through modules/markups/rules-cache.ts.

export type MarkupColumns = Pick<
  typeof markups.$inferInsert,
  | 'productLine'
  | 'supplier'
  | 'idEntidad'
  | 'destino'
  | 'travelFrom'
  | 'travelTo'
  | 'kind'
  | 'value'
  | 'currency'
  | 'priority'
  | 'active'
>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const weighed = (column: SQL, weight: number) =>
  sql`(case when ${column} is not null then ${sql.raw(String(weight))} else 0 end)`;

/** The domain's specificity (markupSpecificity) in SQL, so the list can be ordered by it. */
const specificity = sql.join(
  [
    weighed(sql`${markups.idEntidad}`, MARKUP_SPECIFICITY.idEntidad),
    weighed(sql`${markups.supplier}`, MARKUP_SPECIFICITY.proveedor),
    weighed(sql`${markups.destino}`, MARKUP_SPECIFICITY.destino),
    weighed(sql`${markups.productLine}`, MARKUP_SPECIFICITY.linea),
    weighed(sql`coalesce(${markups.travelFrom}, ${markups.travelTo})`, MARKUP_SPECIFICITY.fechas),
  ],
  sql` + `,
);

const SORTS = {
  especificidad: specificity,
  linea: markups.productLine,
  proveedor: markups.supplier,
  entidad: sql`lower(${entities.razonSocial})`,
  destino: sql`lower(${markups.destino})`,
  desde: markups.travelFrom,
  valor: markups.value,
  prioridad: markups.priority,
  createdAt: markups.createdAt,
} as const;

const selection = { rule: markups, razonSocial: entities.razonSocial };
type MarkupRecord = { rule: typeof markups.$inferSelect; razonSocial: string | null };

const rowOf = ({ rule: r, razonSocial }: MarkupRecord): TMarkupRule => ({
  id: r.id,
  linea: r.productLine as TReservationModule | null,
  proveedor: r.supplier,
  idEntidad: r.idEntidad,
  razonSocial: r.idEntidad === null ? null : razonSocial,
  destino: r.destino,
  desde: r.travelFrom,
  hasta: r.travelTo,
  tipo: r.kind as TMarkupKind,
  valor: Number(r.value),
  moneda: r.currency as Currency | null,
  prioridad: r.priority,
  activo: r.active,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

function filtersOf(query: TMarkupQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(ilike(markups.supplier, like), ilike(markups.destino, like), ilike(entities.razonSocial, like)),
    );
  }
  if (query.linea) where.push(eq(markups.productLine, query.linea));
  if (query.idEntidad) where.push(eq(markups.idEntidad, query.idEntidad));
  if (query.activo) where.push(eq(markups.active, query.activo === 'true'));
  return and(...where);
}

/** The order rules win in: most specific, then highest priority, then oldest. */
const WINNING_ORDER = [desc(specificity), desc(markups.priority), asc(markups.id)];

/** A page of rules, in the order they win unless another is asked for. */
export async function markupsPage(db: DbOrTx, query: TMarkupQuery) {
  const where = filtersOf(query);
  const column = SORTS[query.sort as keyof typeof SORTS];
  const order = !column
    ? WINNING_ORDER
    : query.dir === 'desc'
      ? [sql`${column} desc nulls last`, desc(markups.id)]
      : [sql`${column} asc nulls last`, asc(markups.id)];
  const from = () =>
    db.select(selection).from(markups).leftJoin(entities, eq(entities.idEntidad, markups.idEntidad));
  const [records, [count]] = await Promise.all([
    from()
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(markups)
      .leftJoin(entities, eq(entities.idEntidad, markups.idEntidad))
      .where(where),
  ]);
  return { items: records.map(rowOf), total: count?.n ?? 0 };
}

/** One rule as the list shows it; `lock` holds its row until the transaction ends. */
export async function markupRow(db: DbOrTx, id: number, { lock = false } = {}) {
  const select = db
    .select(selection)
    .from(markups)
    .leftJoin(entities, eq(entities.idEntidad, markups.idEntidad))
    .where(eq(markups.id, id));
  const [found] = await (lock ? select.for('update', { of: markups }) : select);
  return found && rowOf(found);
}

const same = (column: Column, value: string | number | null | undefined) =>
  value === null || value === undefined ? isNull(column) : sql`${column} = ${value}`;

/**
 * Another active rule for exactly the same prices: the same criteria, and amounts that could
 * meet (a percentage applies in every currency, an amount only in its own).
 */
export async function clashingRule(db: DbOrTx, c: MarkupColumns, exceptId?: number) {
  const currencies =
    c.kind === 'porcentaje'
      ? undefined
      : or(eq(markups.kind, 'porcentaje'), eq(markups.currency, c.currency ?? ''));
  const [found] = await db
    .select({ id: markups.id })
    .from(markups)
    .where(
      and(
        eq(markups.active, true),
        same(markups.productLine, c.productLine),
        same(markups.supplier, c.supplier),
        same(markups.idEntidad, c.idEntidad),
        c.destino ? sql`lower(${markups.destino}) = lower(${c.destino})` : isNull(markups.destino),
        same(markups.travelFrom, c.travelFrom),
        same(markups.travelTo, c.travelTo),
        currencies,
        exceptId === undefined ? undefined : ne(markups.id, exceptId),
      ),
    )
    .orderBy(asc(markups.id))
    .limit(1);
  return found?.id;
}

// Rule writes take turns, so two staff saving the same rule at once cannot both pass the check.
export const serialiseMarkupWrites = (db: DbOrTx) => db.execute(sql`select pg_advisory_xact_lock(320001)`);

export async function entityExists(db: DbOrTx, idEntidad: number) {
  const [found] = await db
    .select({ id: entities.idEntidad })
    .from(entities)
    .where(eq(entities.idEntidad, idEntidad));
  return found !== undefined;
}

export async function insertMarkup(db: DbOrTx, values: MarkupColumns & { createdBy: number | null }) {
  const [row] = await db.insert(markups).values(values).returning({ id: markups.id });
  return row!.id;
}

export async function updateMarkup(db: DbOrTx, id: number, values: MarkupColumns) {
  await db
    .update(markups)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(markups.id, id));
}

export const deleteMarkup = (db: DbOrTx, id: number) => db.delete(markups).where(eq(markups.id, id));
