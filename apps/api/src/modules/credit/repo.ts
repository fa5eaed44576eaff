import { and, eq, inArray, sql } from 'drizzle-orm';
import { CREDIT_CHARGED_STATUSES, CREDIT_PENALTY_STATUSES } from '@portal/domain/commerce/credit';
import type { DbOrTx, Tx } from '../../db/client';
import { reservations } from '../../db/schema';
import { creditLines, entityPayments } from '../../db/schema-commerce';

// The credit of client entities in SQL (issue 32, item 2), on the domain's definition
// (packages/domain/src/commerce/credit.ts): every figure is summed from the rows and payments
// as they are now, never kept in a counter that a crash could leave behind.

const COUNTED = [...CREDIT_CHARGED_STATUSES, ...CREDIT_PENALTY_STATUSES];
const PENALTY = sql.join(
  CREDIT_PENALTY_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

/** What one row charges: its total, or the penalty of a cancelled one (failed rows are left out). */
const charge = sql<string>`coalesce(sum(case when ${reservations.status} in (${PENALTY})
  then coalesce(${reservations.cancelPenalty}, 0) else ${reservations.total} end), 0)`;

/** Each entity's charges per currency (decimal strings), for the entities asked. */
export const chargesOf = (db: DbOrTx, ids: number[]) =>
  db
    .select({ idEntidad: reservations.idEntidad, currency: reservations.currency, amount: charge })
    .from(reservations)
    .where(and(inArray(reservations.idEntidad, ids), inArray(reservations.status, COUNTED)))
    .groupBy(reservations.idEntidad, reservations.currency);

/** Each entity's payments per currency, reversals (negative) included. */
export const paymentsOf = (db: DbOrTx, ids: number[]) =>
  db
    .select({
      idEntidad: entityPayments.idEntidad,
      currency: entityPayments.currency,
      amount: sql<string>`coalesce(sum(${entityPayments.amount}), 0)`,
    })
    .from(entityPayments)
    .where(inArray(entityPayments.idEntidad, ids))
    .groupBy(entityPayments.idEntidad, entityPayments.currency);

/** The limits the entities have (a currency without a row has none). */
export const limitsOf = (db: DbOrTx, ids: number[]) =>
  db.select().from(creditLines).where(inArray(creditLines.idEntidad, ids));

/**
 * The entity's limit in the currency, its row locked until the transaction ends: every booking
 * for the same entity and currency waits here for the one before it to commit, so each one
 * counts the rows of all those before it. Undefined (nothing locked) when no limit is kept.
 */
export const lockLimit = async (tx: Tx, idEntidad: number, currency: string) =>
  (
    await tx
      .select({ creditLimit: creditLines.creditLimit })
      .from(creditLines)
      .where(and(eq(creditLines.idEntidad, idEntidad), eq(creditLines.currency, currency)))
      .for('update')
  )[0]?.creditLimit;

/** One entity's charges and payments in one currency, as decimal strings. */
export async function figuresIn(tx: DbOrTx, idEntidad: number, currency: string) {
  const [charges] = await tx
    .select({ amount: charge })
    .from(reservations)
    .where(
      and(
        eq(reservations.idEntidad, idEntidad),
        eq(reservations.currency, currency),
        inArray(reservations.status, COUNTED),
      ),
    );
  const [payments] = await tx
    .select({ amount: sql<string>`coalesce(sum(${entityPayments.amount}), 0)` })
    .from(entityPayments)
    .where(and(eq(entityPayments.idEntidad, idEntidad), eq(entityPayments.currency, currency)));
  return { charges: charges?.amount ?? '0', payments: payments?.amount ?? '0' };
}
