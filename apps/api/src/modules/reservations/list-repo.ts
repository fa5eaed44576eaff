import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { addDays, foldWords, given, RESERVATION_COUNT_MAX, type TReservationListQuery } from '@portal/domain';
import type { Db } from '../../db/client';
import { entities, reservations } from '../../db/schema';
import { visibleTo } from './repo';

// GET /api/main/reservas (issue 18): every filter and the order in SQL, on the indexes of
// migration 0009 (user and entity by date, the passengers' words in a GIN index, the
// supplier's code in lower case), so a page costs the same with 100 or 100,000 bookings.

const r = reservations;

/** The booking date is the agency's calendar day: [desde 00:00, hasta + 1 00:00) in its zone. */
const bookedBetween = (tz: string, desde?: string, hasta?: string): SQL[] => [
  ...(desde ? [gte(r.createdAt, sql`(${desde}::timestamp at time zone ${tz})`)] : []),
  ...(hasta ? [sql`${r.createdAt} < (${addDays(hasta, 1)}::timestamp at time zone ${tz})`] : []),
];

/**
 * q: all its words among a passenger's, our booking number, or the supplier's code. The ids
 * are found first on those indexes (a small set), so the planner never walks all of a user's
 * bookings filtering each one (94 ms at 66,000 bookings; 25 ms this way).
 */
const matching = (q: string): SQL => {
  const words = foldWords(q);
  const code = q.trim().toLowerCase();
  const found = [
    ...(words.length
      ? [sql`select ${r.id} from ${r} where ${r.searchTerms} @> ${sql.param(words)}::text[]`]
      : []),
    sql`select ${r.id} from ${r} where lower(${r.supplierRef}) = ${code}`,
    ...(/^\d{1,15}$/.test(code) ? [sql`select ${Number(code)}::bigint`] : []),
  ];
  return sql`${r.id} = any(array(${sql.join(found, sql` union `)}))`;
};

export function listFilters(f: TReservationListQuery, who: { userId: number; isAgent: boolean; tz: string }) {
  const desde = given(f.desde);
  const hasta = given(f.hasta);
  const byService = given(f.fecha) === 'servicio';
  const q = given(f.q);
  const module = given(f.module);
  const status = given(f.status);
  const idEntidad = given(f.idEntidad);
  return and(
    visibleTo(who.userId, who.isAgent),
    module ? eq(r.module, module) : undefined,
    status ? eq(r.status, status) : undefined,
    idEntidad !== undefined ? eq(r.idEntidad, idEntidad) : undefined,
    ...(byService
      ? [desde ? gte(r.checkin, desde) : undefined, hasta ? lte(r.checkin, hasta) : undefined]
      : bookedBetween(who.tz, desde, hasta)),
    q ? matching(q) : undefined,
  );
}

/** One page, newest first, with the count of the filter up to RESERVATION_COUNT_MAX. */
export async function listReservationPage(
  db: Db,
  f: TReservationListQuery,
  who: { userId: number; isAgent: boolean; tz: string },
) {
  const where = listFilters(f, who);
  const [rows, [count]] = await Promise.all([
    db
      .select({ row: r, entidad: entities.razonSocial })
      .from(r)
      .leftJoin(entities, eq(entities.idEntidad, r.idEntidad))
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(r)
        .where(where)
        .limit(RESERVATION_COUNT_MAX + 1)
        .as('matches'),
    ),
  ]);
  const n = count?.n ?? 0;
  return { rows, total: Math.min(n, RESERVATION_COUNT_MAX), more: n > RESERVATION_COUNT_MAX };
}
