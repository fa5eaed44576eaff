import { MESSAGES } from '@portal/domain';
import type { TCreditAnswer, TCreditLimitRequest } from '@portal/domain/commerce/credit';
import {
  checkPaymentDate,
  checkReversal,
  type TPayment,
  type TPaymentRequest,
} from '@portal/domain/commerce/payments';
import { formatMoney, fromCents, toCents } from '@portal/domain/money';
import type { Db } from '../../../db/client';
import { must, notFound } from '../../../errors';
import { creditOf } from '../../credit/service';
import { todayOf, type ModuleDeps } from '../../module-deps';
import { recordAudit, type Actor } from '../audit';
import { entityName, insertPayment, lockedLimit, paymentById, removeLimit, saveLimit } from './repo';

// The back office's changes of an entity's credit (issue 32, items 2-3): each in one
// transaction with its audit entry.

export type CreditDeps = Pick<ModuleDeps, 'db' | 'now' | 'tzAgency'>;

const noEntity = () => notFound(MESSAGES.entityNotFound);

/** Staff making the change: a user always (payments name who recorded them). */
type Staff = Actor & { id: number };

/** The entity's credit; 404 when there is no such entity. */
export async function entityCredit(db: Db, idEntidad: number): Promise<TCreditAnswer> {
  if ((await entityName(db, idEntidad)) === undefined) throw noEntity();
  return creditOf(db, idEntidad);
}

const limitText = (limit: string | null | undefined, currency: 'USD' | 'ARS') =>
  limit === null || limit === undefined ? 'sin límite' : formatMoney(toCents(Number(limit)), currency);

/** PUT …/credito: a new limit in one currency, or none kept (limite null). */
export async function setCreditLimit(
  db: Db,
  actor: Staff,
  idEntidad: number,
  { moneda, limite }: TCreditLimitRequest,
): Promise<TCreditAnswer> {
  return db.transaction(async (tx) => {
    const name = await entityName(tx, idEntidad);
    if (name === undefined) throw noEntity();
    const before = (await lockedLimit(tx, idEntidad, moneda)) ?? null;
    const after = limite === null ? null : limite.toFixed(2);
    if (after === null) await removeLimit(tx, idEntidad, moneda);
    else await saveLimit(tx, { idEntidad, currency: moneda, limit: after, by: actor.id });
    const same = before === null ? after === null : after !== null && Number(before) === Number(after);
    if (!same)
      await recordAudit(tx, actor, {
        action: 'credito.limite',
        target: 'credito',
        targetId: idEntidad,
        summary: `Límite de crédito en ${moneda} de ${name}: ${limitText(after, moneda)} (antes ${limitText(before, moneda)})`,
        before: { idEntidad, moneda, limite: before === null ? null : Number(before) },
        after: { idEntidad, moneda, limite: after === null ? null : Number(after) },
      });
    return creditOf(tx, idEntidad);
  });
}

/**
 * POST …/pagos: a payment, or the reversal of one (`revierte`): a negative entry of the same
 * amount and currency. The payment reversed is locked first, so two reversals of it take turns
 * and the second finds it reversed.
 */
export async function recordPayment(
  deps: CreditDeps,
  actor: Staff,
  idEntidad: number,
  body: TPaymentRequest,
): Promise<TPayment> {
  return deps.db.transaction(async (tx) => {
    const name = await entityName(tx, idEntidad);
    if (name === undefined) throw noEntity();
    must(checkPaymentDate(body.fecha, todayOf(deps)));
    const amountCents = toCents(body.monto);
    if (body.revierte !== undefined) {
      const original = await paymentById(tx, body.revierte, { lock: true });
      const paid = original && {
        idEntidad: original.idEntidad,
        currency: original.moneda,
        amountCents: toCents(original.monto),
        reversesId: original.revierte,
        reversedById: original.revertidoPor,
      };
      must(checkReversal(paid, { idEntidad, currency: body.moneda, amountCents }));
    }
    const sign = body.revierte === undefined ? 1 : -1;
    const id = await insertPayment(tx, {
      idEntidad,
      currency: body.moneda,
      amount: fromCents(sign * amountCents).toFixed(2),
      paidOn: body.fecha,
      method: body.medio,
      reference: body.referencia ?? null,
      reversesId: body.revierte ?? null,
      userId: actor.id,
    });
    const payment = (await paymentById(tx, id))!;
    const money = formatMoney(amountCents, body.moneda);
    await recordAudit(tx, actor, {
      action: body.revierte === undefined ? 'pago.registrar' : 'pago.revertir',
      target: 'pago',
      targetId: id,
      summary:
        body.revierte === undefined
          ? `Pago de ${name}: ${money} (${body.medio}${body.referencia ? `, ${body.referencia}` : ''})`
          : `Reversión del pago N° ${body.revierte} de ${name}: ${money}`,
      after: payment,
    });
    return payment;
  });
}
