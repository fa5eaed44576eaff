import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { IsoDate, TReservationStatus } from '@portal/domain';
import {
  NO_ENTITY_KEY,
  statusesOf,
  type TSalesGrouping,
  type TSalesReportQuery,
  type TSalesStatusClass,
} from '@portal/domain/commerce/sales-report';
import {
  monthsOf,
  type TSalesMonthSums,
  type TSalesSums,
} from '@portal/domain/commerce/sales-report-figures';
import type { Db } from '../../../db/client';
import { entities, reservations as r, users } from '../../../db/schema';

// The sales report's one statement (issue 32, item 5): the period's bookings are read once and
// summed by group, month and status; those sums are then added up by group and by month
// (grouping sets), each numeric turned into cents once, there (`* 100` of a sum of
// numeric(12,2) is whole, cast to bigint). A booking's month is found by comparing its instant
// with the instants the agency's months start at (width_bucket), so no row is converted to
// the agency's time zone: that conversion, row by row, cost more than the rest of the query.

/** The report's bookings: the period's days in the agency's calendar, one currency, the filters. */
export type TSalesScope = Pick<
  TSalesReportQuery,
  'agrupar' | 'moneda' | 'linea' | 'proveedor' | 'idEntidad' | 'idVendedor'
> & { desde: IsoDate; hasta: IsoDate; tz: string };

/** A day's midnight in the agency's time zone, as the audit log's filter reads it. */
const dayStart = (day: IsoDate, tz: string) => sql`(${day}::date::timestamp at time zone ${tz})`;

const scopeOf = (s: TSalesScope): SQL | undefined =>
  and(
    eq(r.currency, s.moneda),
    sql`${r.createdAt} >= ${dayStart(s.desde, s.tz)}`,
    sql`${r.createdAt} < ${dayStart(s.hasta, s.tz)} + interval '1 day'`,
    notInArray(r.status, statusesOf('excluida')),
    s.linea ? eq(r.module, s.linea) : undefined,
    s.proveedor ? eq(r.supplier, s.proveedor) : undefined,
    s.idEntidad ? eq(r.idEntidad, s.idEntidad) : undefined,
    s.idVendedor ? eq(r.userId, s.idVendedor) : undefined,
  );

/** The month of the period a booking falls in: 1 for the first, as `monthsOf` lists them. */
const monthIndex = sql`width_bucket(${r.createdAt}, bounds.starts)`;

// Grouped by the columns themselves (names and texts come after the sums): the planner knows
// how many distinct values a column holds, and a cast per booking costs. By month, the months
// are the groups.
const KEYS: Record<TSalesGrouping, SQL> = {
  linea: sql`${r.module}`,
  proveedor: sql`${r.supplier}`,
  mes: sql`null::int`,
  vendedor: sql`${r.userId}`,
  entidad: sql`${r.idEntidad}`,
};

/** The group's name the database holds (a user's, an entity's), joined to the few summed rows. */
const NAMES: Record<TSalesGrouping, { name: SQL; join: SQL }> = {
  linea: { name: sql`null::text`, join: sql`` },
  proveedor: { name: sql`null::text`, join: sql`` },
  mes: { name: sql`null::text`, join: sql`` },
  vendedor: { name: sql`${users.nombre}`, join: sql`left join ${users} on ${users.id} = s.clave` },
  entidad: {
    name: sql`${entities.razonSocial}`,
    join: sql`left join ${entities} on ${entities.idEntidad} = s.clave`,
  },
};

const of = (cls: TSalesStatusClass) =>
  sql`status in (${sql.join(
    statusesOf(cls).map((st: TReservationStatus) => sql`${st}`),
    sql`, `,
  )})`;
const n = (cls: TSalesStatusClass) => sql`coalesce(sum(n) filter (where ${of(cls)}), 0)`;
const cents = (column: string, cls: TSalesStatusClass) =>
  sql`(coalesce(sum(${sql.identifier(column)}) filter (where ${of(cls)}), 0) * 100)::bigint`;

export type TSalesGroupRow = TSalesSums & { clave: string; nombre: string | null };
type Row = Record<keyof TSalesSums | 'clave' | 'mes' | 'nombre' | 'por_mes', unknown>;

/** Each group's sums (sold, cancelled, unconfirmed) and the sold bookings' by month. */
export async function salesSums(
  db: Db,
  s: TSalesScope,
): Promise<{ groups: TSalesGroupRow[]; months: TSalesMonthSums[] }> {
  const months = monthsOf(s.desde, s.hasta);
  const names = NAMES[s.agrupar];
  const statement = sql`
    with bounds as (
      select array(
        select (m::timestamp at time zone ${s.tz})
        from generate_series(${`${months[0]}-01`}::date, ${`${months.at(-1)}-01`}::date, interval '1 month') as m
      ) as starts
    ), g as (
      select ${KEYS[s.agrupar]} as clave, ${monthIndex} as mes, ${r.status} as status, count(*) as n,
        sum(${r.total}) as venta, sum(${r.netTotal}) as neto, sum(${r.markupTotal}) as margen,
        sum(${r.cancelPenalty}) as penalidad
      from ${r}, bounds
      where ${scopeOf(s)}
      group by 1, 2, 3
    ), s as (
      select grouping(clave) = 1 as por_mes, clave, mes,
        ${n('vendida')} as "reservas", ${cents('venta', 'vendida')} as "ventaCents",
        ${cents('neto', 'vendida')} as "netoCents", ${cents('margen', 'vendida')} as "margenCents",
        ${n('cancelada')} as "canceladas", ${cents('penalidad', 'cancelada')} as "penalidadesCents",
        ${n('sinConfirmar')} as "sinConfirmar", ${cents('venta', 'sinConfirmar')} as "ventaSinConfirmarCents"
      from g
      group by grouping sets ((clave), (mes))
    )
    select s.*, ${names.name} as nombre from s ${names.join}`;
  // the planner cannot tell how many months the bookings fall in (it counts one per booking,
  // as created_at's distinct values) and would sort the period's bookings on disk to group
  // a few hundred sums: memory enough for the hash it then prefers, for this statement only
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    return tx.execute(statement);
  });
  const rows = (result as unknown as { rows: Row[] }).rows;
  const monthOf = (index: unknown) => months[Number(index) - 1]!;
  const sums = (row: Row): TSalesSums => ({
    reservas: Number(row.reservas),
    ventaCents: Number(row.ventaCents),
    netoCents: Number(row.netoCents),
    margenCents: Number(row.margenCents),
    canceladas: Number(row.canceladas),
    penalidadesCents: Number(row.penalidadesCents),
    sinConfirmar: Number(row.sinConfirmar),
    ventaSinConfirmarCents: Number(row.ventaSinConfirmarCents),
  });
  const byMonth = rows.filter((row) => row.por_mes).map((row) => ({ ...sums(row), mes: monthOf(row.mes) }));
  const groups =
    s.agrupar === 'mes'
      ? byMonth.map(({ mes, ...g }) => ({ ...g, clave: mes, nombre: null }))
      : rows
          .filter((row) => !row.por_mes)
          .map((row) => ({
            ...sums(row),
            clave: row.clave === null ? NO_ENTITY_KEY : String(row.clave),
            nombre: (row.nombre as string | null) ?? null,
          }));
  return { groups, months: byMonth };
}
