import { and, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm';
import { addDays, foldWords, given, RESERVATION_COUNT_MAX, type TReservationListQuery } from '@portal/domain';
import type { Db } from '../../db/client';
import { entities, reservations, reservationTerms } from '../../db/schema';
import { visibleTo } from './repo';

// GET /api/main/reservas (issue 18): every filter and the order in SQL. A page is two steps:
// the ids, walked on indexes that carry the filters' columns (migration 0010) without visiting
// a booking, then the 20 bookings themselves. A passenger's word is one range of
// reservation_terms in date order. So a page costs the same with 100 or 100,000 bookings.

const r = reservations;
const t = reservationTerms;
type Who = { userId: number; isAgent: boolean; tz: string };
/** The columns both tables have: what never changes of a booking. */
type Fixed = Pick<typeof r | typeof t, 'userId' | 'idEntidad' | 'module' | 'checkin' | 'createdAt'>;

/** The booking date is the agency's calendar day: [desde 00:00, hasta + 1 00:00) in its zone. */
const bookedBetween = (on: Fixed, tz: string, desde?: string, hasta?: string): SQL[] => [
  ...(desde ? [gte(on.createdAt, sql`(${desde}::timestamp at time zone ${tz})`)] : []),
  ...(hasta ? [sql`${on.createdAt} < (${addDays(hasta, 1)}::timestamp at time zone ${tz})`] : []),
];

/** The filters on what never changes of a booking, on either table. */
const fixedFilters = (on: Fixed, f: TReservationListQuery, who: Who) => {
  const desde = given(f.desde);
  const hasta = given(f.hasta);
  const module = given(f.module);
  const idEntidad = given(f.idEntidad);
  return [
    visibleTo(who.userId, who.isAgent, on),
    module ? eq(on.module, module) : undefined,
    idEntidad !== undefined ? eq(on.idEntidad, idEntidad) : undefined,
    ...(given(f.fecha) === 'servicio'
      ? [desde ? gte(on.checkin, desde) : undefined, hasta ? lte(on.checkin, hasta) : undefined]
      : bookedBetween(on, who.tz, desde, hasta)),
  ];
};

const statusIs = (f: TReservationListQuery) => {
  const status = given(f.status);
  return status ? eq(r.status, status) : undefined;
};

/**
 * (id, created_at) of every booking the filter matches. q: all its words among a passenger's
 * (the longest word's range, the others checked on the booking), our booking number, or the
 * supplier's code.
 */
function matches(db: Db, f: TReservationListQuery, who: Who) {
  const q = given(f.q);
  const plain = db
    .select({ id: r.id, createdAt: r.createdAt })
    .from(r)
    .where(and(...fixedFilters(r, f, who), statusIs(f)));
  if (!q) return plain.as('m');
  const code = q.trim().toLowerCase();
  const byCode = db
    .select({ id: r.id, createdAt: r.createdAt })
    .from(r)
    .where(
      and(
        ...fixedFilters(r, f, who),
        statusIs(f),
        or(
          sql`lower(${r.supplierRef}) = ${code}`,
          /^\d{1,15}$/.test(code) ? eq(r.id, Number(code)) : undefined,
        ),
      ),
    );
  const words = foldWords(q);
  if (!words.length) return byCode.as('m');
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const onTerms = and(eq(t.term, longest), ...fixedFilters(t, f, who));
  // the booking itself is visited only to check its status or the other words
  const byWords =
    words.length === 1 && !given(f.status)
      ? db.select({ id: t.reservationId, createdAt: t.createdAt }).from(t).where(onTerms)
      : db
          .select({ id: t.reservationId, createdAt: t.createdAt })
          .from(t)
          .innerJoin(r, eq(r.id, t.reservationId))
          .where(and(onTerms, statusIs(f), sql`${r.searchTerms} @> ${sql.param(words)}::text[]`));
  return byWords.union(byCode).as('m');
}

/** What a list item shows: never the booking's request, answer or breakdown (kilobytes each). */
const LIST_FIELDS = {
  id: r.id,
  module: r.module,
  supplier: r.supplier,
  supplierRef: r.supplierRef,
  status: r.status,
  idEntidad: r.idEntidad,
  entidad: entities.razonSocial,
  productName: r.productName,
  checkin: r.checkin,
  checkout: r.checkout,
  currency: r.currency,
  total: r.total,
  createdAt: r.createdAt,
  leadNombres: sql<string | null>`${r.passengers}->0->>'nombres'`,
  leadApellidos: sql<string | null>`${r.passengers}->0->>'apellidos'`,
  pasajeros: sql<number>`jsonb_array_length(${r.passengers})::int`,
};
export type ListRow = Awaited<ReturnType<typeof listReservationPage>>['rows'][number];

/** One page, newest first, with the count of the filter up to RESERVATION_COUNT_MAX. */
export async function listReservationPage(db: Db, f: TReservationListQuery, who: Who) {
  const m = matches(db, f, who);
  // the ids first (on the indexes), then only those bookings are read, in one statement
  const page = db.$with('page').as(
    db
      .select({ id: m.id, createdAt: m.createdAt })
      .from(m)
      .orderBy(desc(m.createdAt), desc(m.id))
      .limit(f.pageSize)
      .offset((f.page - 1) * f.pageSize),
  );
  const [rows, [count]] = await Promise.all([
    db
      .with(page)
      .select(LIST_FIELDS)
      .from(page)
      .innerJoin(r, eq(r.id, page.id))
      .leftJoin(entities, eq(entities.idEntidad, r.idEntidad))
      .orderBy(desc(page.createdAt), desc(page.id)),
    db.select({ n: sql<number>`count(*)::int` }).from(
      db
        .select({ one: sql`1` })
        .from(m)
        .limit(RESERVATION_COUNT_MAX + 1)
        .as('c'),
    ),
  ]);
  const n = count?.n ?? 0;
  return { rows, total: Math.min(n, RESERVATION_COUNT_MAX), more: n > RESERVATION_COUNT_MAX };
}
