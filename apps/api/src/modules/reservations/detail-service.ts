import { eq } from 'drizzle-orm';
import {
  cancellationQuote,
  MESSAGES,
  type IsoDate,
  type TCancellationQuote,
  type TReservation,
  type TReservationDetail,
} from '@portal/domain';
import { isAgenteAS } from '@portal/domain/auth/login';
import type { Db } from '../../db/client';
import { entities } from '../../db/schema';
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

/** The booking `id` as `user` may see it (theirs; AS agents: their entities' too), or undefined. */
export async function reservationDetail(
  db: Db,
  user: AuthUser,
  id: number,
  today: IsoDate,
  /** whether the booking's module cancels online (a canceller is registered) */
  cancelsOnline: (module: string) => boolean = () => true,
): Promise<TReservationDetail | undefined> {
  const row = await findVisibleReservation(db, id, user.id, isAgenteAS(user));
  if (!row) return undefined;
  const [history, entidad] = await Promise.all([statusHistory(db, id), entityName(db, row.idEntidad)]);
  return {
    ...reservationOfRow(row),
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
