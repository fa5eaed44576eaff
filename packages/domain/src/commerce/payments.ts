import { z } from 'zod';
import { OK, fail, type Check } from '../common/check';
import { ZCurrency } from '../common/primitives';
import { isValidIsoDate, type IsoDate } from '../dates';
import { fmt, MESSAGES } from '../messages';
import { formatMoney, type Cents, type Currency } from '../money';
import { ZPageQuery } from '../admin/paging';
import { ZCreditCurrency, zCreditAmount } from './credit';

// A client entity's payments (issue 32, item 3): POST/GET /api/admin/entidades/{id}/pagos. A
// payment frees credit; it is never edited nor removed, only reversed by another entry: a
// negative payment of the same amount and currency that names it.

export const PAYMENT_METHODS = ['Transferencia', 'Efectivo', 'Cheque', 'Tarjeta', 'Depósito'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

// optional fields may come absent, null or '' (a reference of blanks is none either)
const notGiven = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

export const ZPaymentRequest = z.object({
  /** the day the client paid, in the agency's calendar (never after its today: checkPaymentDate) */
  fecha: z
    .string({ error: MESSAGES.paymentDateRequired })
    .regex(/^\d{4}-\d{2}-\d{2}$/, MESSAGES.invalidDate)
    .refine(isValidIsoDate, MESSAGES.invalidDate),
  monto: zCreditAmount(MESSAGES.paymentAmount, { positive: true }),
  moneda: ZCreditCurrency,
  medio: z.enum(PAYMENT_METHODS, { error: MESSAGES.paymentMethod }),
  referencia: z.preprocess(notGiven, z.string().trim().max(100, MESSAGES.paymentReference).optional()),
  /** the id of a payment of the entity this entry reverses (then monto and moneda are its own) */
  revierte: z.preprocess(notGiven, z.number().int().positive().optional()),
});
export type TPaymentRequest = z.infer<typeof ZPaymentRequest>;

/** A payment may be recorded on the day it was made or later, never ahead. */
export const checkPaymentDate = (fecha: IsoDate, today: IsoDate): Check =>
  fecha > today ? fail('paymentDateFuture', 'fecha') : OK;

/** The payment a reversal names, as the entity's payments hold it. */
export type TReversedPayment = {
  idEntidad: number;
  currency: Currency;
  amountCents: Cents;
  /** set when it is itself a reversal */
  reversesId: number | null;
  /** the reversal that already undid it, if any */
  reversedById: number | null;
};

/**
 * Whether a reversal may undo `original`: a payment of this entity, not a reversal itself, not
 * reversed yet, and the reversal's amount and currency its own.
 */
export function checkReversal(
  original: TReversedPayment | undefined,
  request: { idEntidad: number; currency: Currency; amountCents: Cents },
): Check {
  if (!original || original.idEntidad !== request.idEntidad)
    return fail('paymentReversedNotFound', 'revierte');
  if (original.reversesId !== null) return fail('paymentReversalOfReversal', 'revierte');
  if (original.reversedById !== null) return fail('paymentAlreadyReversed', 'revierte');
  if (original.currency !== request.currency || original.amountCents !== request.amountCents)
    return {
      ok: false,
      key: 'paymentReversalMismatch',
      field: 'monto',
      message: fmt('paymentReversalMismatch', {
        monto: formatMoney(original.amountCents, original.currency),
      }),
    };
  return OK;
}

/** A payment as the back office lists it: a reversal has a negative monto and names `revierte`. */
export const ZPayment = z.object({
  id: z.number().int(),
  idEntidad: z.number().int(),
  fecha: z.string(),
  monto: z.number(),
  moneda: ZCurrency,
  medio: z.string(),
  referencia: z.string().nullable(),
  revierte: z.number().int().nullable(),
  /** the reversal that undid this payment */
  revertidoPor: z.number().int().nullable(),
  usuario: z.string(),
  creadoEn: z.string(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** The entity's payments, newest first; `moneda` keeps one currency. */
export const ZPaymentQuery = ZPageQuery.extend({
  moneda: z.preprocess(notGiven, ZCreditCurrency.optional()),
});
export type TPaymentQuery = z.infer<typeof ZPaymentQuery>;
