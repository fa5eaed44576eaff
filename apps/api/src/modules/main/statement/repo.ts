import { eq, sql } from 'drizzle-orm';
import { toCents, type Cents, type Currency, type IsoDate } from '@portal/domain';
import { CREDIT_CHARGED_STATUSES, CREDIT_PENALTY_STATUSES } from '@portal/domain/commerce/credit';
import type { TReservationStatus } from '@portal/domain/reservations/reservation-status';
import type { TStatementMovement } from '@portal/domain/commerce/statement-entries';
import type { DbOrTx } from '../../../db/client';
import { entities } from '../../../db/schema';

// The statement's reads (issue 32, item 4). One statement reads every movement of the entity
// in the currency (the rows through reservations_entity_credit_idx and entity_payments_entity_idx,
// a cancellation's day from the status history by its index), and answers both the period's
// movements and the sums of each kind before it: one snapshot, so the opening balance and the
// lines can never disagree, and no query per booking.

export const entityName = async (db: DbOrTx, idEntidad: number): Promise<string | undefined> => {
  const [row] = await db
    .select({ razonSocial: entities.razonSocial })
    .from(entities)
    .where(eq(entities.idEntidad, idEntidad));
  return row?.razonSocial;
};

type Kind = TStatementMovement['tipo'];
type Row = {
  parte: 'antes' | 'periodo';
  tipo: Kind;
  id: string | null;
  fecha: string | null;
  instante: string | null;
  monto: string | null;
  linea: string | null;
  producto: string | null;
  apellidos: string | null;
  nombres: string | null;
  estado: string | null;
  medio: string | null;
  referencia: string | null;
  revierte: string | null;
};

export type PeriodQuery = { idEntidad: number; moneda: Currency; desde: IsoDate; hasta: IsoDate; tz: string };
/** The sums of each kind of movement dated before the period, in cents (a payment's net of reversals). */
type SumsBefore = Record<Kind, Cents>;

// The credit line's classes of rows (domain commerce/credit.ts), so the statement closes at its balance:
// a row charged whole or only its penalty was booked (its total debited when it was made); one
// charged its penalty was cancelled (its total credited back, the penalty debited, that day).
const statuses = (list: readonly string[]) =>
  sql.join(
    list.map((s) => sql`${s}`),
    sql`, `,
  );
const BOOKED = statuses([...CREDIT_CHARGED_STATUSES, ...CREDIT_PENALTY_STATUSES]);
const CANCELLED = statuses(CREDIT_PENALTY_STATUSES);

const utc = (column: ReturnType<typeof sql>) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;

/** Every movement of the entity in the currency, as rows of one shape (fecha in the agency's days). */
const movements = ({ idEntidad, moneda, tz }: PeriodQuery) => sql`
  select 'reserva' as tipo, r.id, (r.created_at at time zone ${tz})::date as fecha, ${utc(sql`r.created_at`)} as instante,
         r.total as monto, r.module as linea, r.product_name as producto,
         r.passengers->0->>'apellidos' as apellidos, r.passengers->0->>'nombres' as nombres, r.status as estado,
         null::text as medio, null::text as referencia, null::bigint as revierte
    from reservations r
   where r.id_entidad = ${idEntidad} and r.currency = ${moneda} and r.status in (${BOOKED})
  union all
  select k.tipo, r.id, (c.at at time zone ${tz})::date, ${utc(sql`c.at`)},
         case k.tipo when 'cancelacion' then r.total else r.cancel_penalty end, r.module, r.product_name,
         r.passengers->0->>'apellidos', r.passengers->0->>'nombres', r.status, null, null, null
    from reservations r
   cross join lateral (
         select coalesce(max(h.at), r.updated_at) as at from reservation_status_history h
          where h.reservation_id = r.id and h.to_status = 'cancelled') c
   cross join (values ('cancelacion'), ('penalidad')) as k(tipo)
   where r.id_entidad = ${idEntidad} and r.currency = ${moneda} and r.status in (${CANCELLED})
     and (k.tipo = 'cancelacion' or r.cancel_penalty > 0)
  union all
  select 'pago', p.id, p.paid_on, ${utc(sql`p.created_at`)}, p.amount, null, null, null, null, null,
         p.method, p.reference, p.reverses_id
    from entity_payments p
   where p.id_entidad = ${idEntidad} and p.currency = ${moneda}`;

const cents = (amount: string | null): Cents => toCents(Number(amount ?? 0));
const lead = (r: Row) => (r.apellidos || r.nombres ? `${r.apellidos ?? ''}, ${r.nombres ?? ''}` : null);

const toMovement = (r: Row): TStatementMovement => {
  const when = { fecha: r.fecha!, instante: r.instante!, monto: cents(r.monto) };
  if (r.tipo === 'pago')
    return {
      ...when,
      tipo: 'pago',
      idPago: Number(r.id),
      medio: r.medio ?? '',
      referencia: r.referencia || null,
      revierte: r.revierte === null ? null : Number(r.revierte),
    };
  return {
    ...when,
    tipo: r.tipo,
    idReserva: Number(r.id),
    linea: r.linea ?? '',
    producto: r.producto ?? '',
    pasajero: lead(r),
    estado: r.estado as TReservationStatus,
  };
};

/** The period's movements and, by kind, the sums of those before it. */
export async function readPeriod(db: DbOrTx, q: PeriodQuery) {
  const result = await db.execute(sql`
    with m as (${movements(q)})
    select 'antes' as parte, tipo, null as id, null as fecha, null as instante, sum(monto)::text as monto,
           null as linea, null as producto, null as apellidos, null as nombres, null as estado,
           null as medio, null as referencia, null as revierte
      from m where fecha < ${q.desde}::date group by tipo
    union all
    select 'periodo', tipo, id::text, fecha::text, instante, monto::text, linea, producto, apellidos, nombres,
           estado, medio, referencia, revierte::text
      from m where fecha between ${q.desde}::date and ${q.hasta}::date`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const before: SumsBefore = { reserva: 0, cancelacion: 0, penalidad: 0, pago: 0 };
  for (const r of rows) if (r.parte === 'antes') before[r.tipo] = cents(r.monto);
  return { before, movements: rows.filter((r) => r.parte === 'periodo').map(toMovement) };
}
