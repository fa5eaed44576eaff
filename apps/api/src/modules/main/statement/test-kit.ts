import { and, eq } from 'drizzle-orm';
import { addDays, type IsoDate } from '@portal/domain';
import type { TReservationStatus } from '@portal/domain/reservations/reservation-status';
import type { Db } from '../../../db/client';
import { entityPayments } from '../../../db/schema-commerce';
import { entities, reservationStatusHistory, reservations, userEntities } from '../../../db/schema';
import { testToday } from '../../../test/clock';

// Factories of the statement's tests: rows written straight to the tables, at the instants a
// test names, so every expected balance can be worked out by hand from them.

/** The tests' today shifted by `days`, at `time` UTC (15:00 UTC is noon in Buenos Aires). */
export const at = (days: number, time = '15:00:00') => new Date(`${day(days)}T${time}Z`);
export const day = (days: number): IsoDate => addDays(testToday(), days);

export async function createEntity(db: Db, razonSocial: string, agentIds: number[] = []): Promise<number> {
  const [row] = await db.insert(entities).values({ razonSocial }).returning({ id: entities.idEntidad });
  for (const userId of agentIds) await db.insert(userEntities).values({ userId, idEntidad: row!.id });
  return row!.id;
}

type Booking = {
  idEntidad: number;
  userId: number;
  total: string;
  created: Date;
  status?: TReservationStatus;
  currency?: 'USD' | 'ARS';
  penalty?: string;
  /** a cancelled booking: when it became cancelled */
  cancelled?: Date;
  productName?: string;
};

export async function insertBooking(db: Db, b: Booking): Promise<number> {
  const [row] = await db
    .insert(reservations)
    .values({
      module: 'cars',
      supplier: 'AVIS',
      status: b.status ?? 'confirmed',
      userId: b.userId,
      idEntidad: b.idEntidad,
      productName: b.productName ?? 'Chevrolet Onix o similar',
      checkin: day(20),
      currency: b.currency ?? 'USD',
      breakdown: {},
      total: b.total,
      netTotal: b.total,
      passengers: [{ apellidos: 'Pérez Núñez', nombres: 'Ana María' }],
      request: {},
      cancelPenalty: b.penalty ?? null,
      createdAt: b.created,
    })
    .returning({ id: reservations.id });
  const id = row!.id;
  if (b.cancelled)
    await db
      .update(reservationStatusHistory)
      .set({ at: b.cancelled })
      .where(
        and(
          eq(reservationStatusHistory.reservationId, id),
          eq(reservationStatusHistory.toStatus, 'cancelled'),
        ),
      );
  return id;
}

type Payment = {
  idEntidad: number;
  userId: number;
  amount: string;
  paidOn: IsoDate;
  method?: string;
  reference?: string | null;
  reverses?: number;
  created?: Date;
};

export async function insertPayment(db: Db, p: Payment): Promise<number> {
  const [row] = await db
    .insert(entityPayments)
    .values({
      idEntidad: p.idEntidad,
      currency: 'USD',
      amount: p.amount,
      paidOn: p.paidOn,
      method: p.method ?? 'Transferencia',
      reference: p.reference ?? null,
      reversesId: p.reverses ?? null,
      userId: p.userId,
      ...(p.created ? { createdAt: p.created } : {}),
    })
    .returning({ id: entityPayments.id });
  return row!.id;
}
