import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pageOffset } from '@portal/domain/admin/paging';
import type { TPayment, TPaymentQuery } from '@portal/domain/commerce/payments';
import type { Currency } from '@portal/domain/money';
import type { DbOrTx, Tx } from '../../../db/client';
import { entities, users } from '../../../db/schema';
import { creditLines, entityPayments } from '../../../db/schema-commerce';

// The back office's writes of credit limits and payments (issue 32, items 2-3), and the
// entity's payments as it lists them.

/** The entity's name, or undefined when there is no such entity. */
export const entityName = async (db: DbOrTx, id: number) =>
  (await db.select({ razonSocial: entities.razonSocial }).from(entities).where(eq(entities.idEntidad, id)))[0]
    ?.razonSocial;

/** The limit in the currency (decimal string), its row locked; undefined: none kept. */
export const lockedLimit = async (tx: Tx, idEntidad: number, currency: Currency) =>
  (
    await tx
      .select({ creditLimit: creditLines.creditLimit })
      .from(creditLines)
      .where(and(eq(creditLines.idEntidad, idEntidad), eq(creditLines.currency, currency)))
      .for('update')
  )[0]?.creditLimit;

export const saveLimit = (
  tx: Tx,
  row: { idEntidad: number; currency: Currency; limit: string; by: number },
) =>
  tx
    .insert(creditLines)
    .values({ idEntidad: row.idEntidad, currency: row.currency, creditLimit: row.limit, updatedBy: row.by })
    .onConflictDoUpdate({
      target: [creditLines.idEntidad, creditLines.currency],
      set: { creditLimit: row.limit, updatedBy: row.by, updatedAt: sql`now()` },
    });

export const removeLimit = (tx: Tx, idEntidad: number, currency: Currency) =>
  tx.delete(creditLines).where(and(eq(creditLines.idEntidad, idEntidad), eq(creditLines.currency, currency)));

const reversal = alias(entityPayments, 'reversal');

const paymentColumns = {
  id: entityPayments.id,
  idEntidad: entityPayments.idEntidad,
  fecha: entityPayments.paidOn,
  monto: entityPayments.amount,
  moneda: entityPayments.currency,
  medio: entityPayments.method,
  referencia: entityPayments.reference,
  revierte: entityPayments.reversesId,
  revertidoPor: reversal.id,
  usuario: users.nombre,
  creadoEn: entityPayments.createdAt,
};

const selectPayments = (db: DbOrTx) =>
  db
    .select(paymentColumns)
    .from(entityPayments)
    .innerJoin(users, eq(users.id, entityPayments.userId))
    .leftJoin(reversal, eq(reversal.reversesId, entityPayments.id));

type PaymentRecord = Awaited<ReturnType<typeof selectPayments>>[number];

const paymentOf = (p: PaymentRecord): TPayment => ({
  ...p,
  monto: Number(p.monto),
  moneda: p.moneda as Currency,
  creadoEn: p.creadoEn.toISOString(),
});

/** One payment with whoever recorded it and the reversal that undid it; `lock` holds its row. */
export async function paymentById(db: DbOrTx, id: number, { lock = false } = {}) {
  if (lock)
    await db
      .select({ id: entityPayments.id })
      .from(entityPayments)
      .where(eq(entityPayments.id, id))
      .for('update');
  const [p] = await selectPayments(db).where(eq(entityPayments.id, id));
  return p && paymentOf(p);
}

export async function insertPayment(tx: Tx, values: typeof entityPayments.$inferInsert) {
  const [row] = await tx.insert(entityPayments).values(values).returning({ id: entityPayments.id });
  return row!.id;
}

/** A page of the entity's payments, the newest payment date first (then the newest entry). */
export async function paymentsPage(db: DbOrTx, idEntidad: number, query: TPaymentQuery) {
  const where = and(
    eq(entityPayments.idEntidad, idEntidad),
    query.moneda ? eq(entityPayments.currency, query.moneda) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(entityPayments.paidOn), desc(entityPayments.id))
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(entityPayments)
      .where(where),
  ]);
  return { items: rows.map(paymentOf), total: count?.n ?? 0 };
}
