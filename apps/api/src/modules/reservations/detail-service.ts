import { eq } from 'drizzle-orm';
import {
  cancellationQuote,
  MESSAGES,
  type IsoDate,
  type TCancellationQuote,
  type TReservation,
  type TReservationDetail,
} from '@portal/domain';
import { can } from '@portal/domain/admin/permissions';
import { isAgenteAS } from '@portal/domain/auth/login';
import type { Db } from '../../db/client';
import { entities, reservations, users } from '../../db/schema';
import type { AuthUser } from '../../plugins/auth';
import { findVisibleReservation, statusHistory, type Reservation } from './repo';

// The detail of one booking (issue 18): the record, its status history as the database kept
// it, and what cancelling it would cost today.

const reservationOfRow = (r: Reservation): TReservation => ({
  id: r.id,
  module: r.module as TReservation['module'],
  supplier: r.supplier,
  supplierRef: r.supplierRef,
  status: r.status,
  idEntidad: r.idEntidad,
  productName: r.productName,
  checkin: r.checkin,
  checkout: r.checkout,
  currency: r.currency as TReservation['currency'],
  breakdown: r.breakdown as TReservation['breakdown'],
  total: Number(r.total),
  passengers: r.passengers as TReservation['passengers'],
  errorMessage: r.errorMessage,
  createdAt: new Date(r.createdAt).toISOString(),
  updatedAt: new Date(r.updatedAt).toISOString(),
});

/** What cancelling the row costs on `today` (domain cancellationQuote). */
export const cancellationOfRow = (r: Reservation, today: IsoDate): TCancellationQuote =>
  cancellationQuote(
    {
      module: r.module as TReservation['module'],
      status: r.status,
      checkin: r.checkin,
      checkout: r.checkout,
      tarifa: Number((r.breakdown as { tarifa?: number }).tarifa ?? r.total),
      currency: r.currency as TReservation['currency'],
      nonRefundable: r.nonRefundable,
    },
    today,
  );

const entityName = async (db: Db, idEntidad: number | null) => {
  if (idEntidad === null) return null;
  const [e] = await db
    .select({ name: entities.razonSocial })
    .from(entities)
    .where(eq(entities.idEntidad, idEntidad));
  return e?.name ?? null;
};

/**
 * Whether the user sees the agency's margins (D-25: staff who set markups or read the sales),
 * by the role the database has now, not the one the token was signed with (D-24).
 */
async function seesMargins(db: Db, user: AuthUser): Promise<boolean> {
  if (!can(user, 'reportes.ver') && !can(user, 'margenes.editar')) return false;
  const [now] = await db
    .select({ nivel: users.nivel, active: users.active })
    .from(users)
    .where(eq(users.id, user.id));
  return !!now?.active && (can(now, 'reportes.ver') || can(now, 'margenes.editar'));
}

/** Any booking, for the staff who see margins (they answer for every sale). */
const anyReservation = async (db: Db, id: number) =>
  (await db.select().from(reservations).where(eq(reservations.id, id)).limit(1))[0];

/**
 * The booking `id` as `user` may see it (theirs; AS agents: their entities' too; staff who
 * see margins: any, with its net and markup), or undefined.
 */
export async function reservationDetail(
  db: Db,
  user: AuthUser,
  id: number,
  today: IsoDate,
  /** whether the booking's module cancels online (a canceller is registered) */
  cancelsOnline: (module: string) => boolean = () => true,
): Promise<TReservationDetail | undefined> {
  const staff = await seesMargins(db, user);
  const row = staff
    ? await anyReservation(db, id)
    : await findVisibleReservation(db, id, user.id, isAgenteAS(user));
  if (!row) return undefined;
  const [history, entidad] = await Promise.all([statusHistory(db, id), entityName(db, row.idEntidad)]);
  return {
    ...reservationOfRow(row),
    ...(staff ? { neto: Number(row.netTotal), margen: Number(row.markupTotal) } : {}),
    entidad,
    history: history.map((h) => ({
      from: h.fromStatus as TReservation['status'] | null,
      to: h.toStatus as TReservation['status'],
      cause: h.cause,
      at: new Date(h.at).toISOString(),
    })),
    cancelacion: cancelsOnline(row.module)
      ? cancellationOfRow(row, today)
      : {
          ...cancellationOfRow(row, today),
          cancelable: false,
          motivo: MESSAGES.cancelUnavailable,
          penalidad: 0,
        },
    penalidadCobrada: row.cancelPenalty === null ? null : Number(row.cancelPenalty),
  };
}
