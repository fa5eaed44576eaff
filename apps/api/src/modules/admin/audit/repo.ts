import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '@portal/domain/admin/paging';
import type { TAuditQuery } from '@portal/domain/admin/audit';
import type { Db } from '../../../db/client';
import { auditLog } from '../../../db/schema-admin';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const SORTS = {
  at: auditLog.at,
  actorName: auditLog.actorName,
  action: auditLog.action,
  target: auditLog.target,
} as const;

/** The day's bounds in the agency's time zone, so 'desde 2026-11-01' starts at its midnight there. */
const dayStart = (day: string, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

function filtersOf(query: TAuditQuery, tz: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    where.push(
      or(ilike(auditLog.summary, like), ilike(auditLog.actorName, like), ilike(auditLog.action, like)),
    );
  }
  if (query.target) where.push(eq(auditLog.target, query.target));
  if (query.desde) where.push(sql`${auditLog.at} >= ${dayStart(query.desde, tz)}`);
  if (query.hasta) where.push(sql`${auditLog.at} < ${dayStart(query.hasta, tz)} + interval '1 day'`);
  return and(...where);
}

/** A page of the audit log, newest first unless asked otherwise. */
export async function auditPage(db: Db, query: TAuditQuery, tz: string) {
  const where = filtersOf(query, tz);
  const column = SORTS[(query.sort ?? 'at') as keyof typeof SORTS] ?? auditLog.at;
  // with no sort asked, the newest first; ties broken by id so paging is stable
  const dir = query.sort ? query.dir : 'desc';
  const order = dir === 'asc' ? [asc(column), asc(auditLog.id)] : [desc(column), desc(auditLog.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}
