import { z } from 'zod';
import { ZAmount, ZId } from '../common/primitives';
import { addDays, addYears, isValidIsoDate, type IsoDate } from '../dates';
import { MESSAGES } from '../messages';
import { CURRENCIES } from '../money';
import { ZReservationStatus } from '../reservations/reservation-status';

// A client entity's account statement (issue 32, item 4): GET /api/main/cuenta-corriente/{idEntidad}.
// Every booking, cancellation, penalty, payment and reversal of one currency, in date order,
// with the running balance (what the client owes). Its closing balance is the credit line's
// balance (charges − payments), so both screens tell the client the same amount.

export const STATEMENT_FORMATS = ['json', 'xlsx', 'pdf'] as const;
export type TStatementFormat = (typeof STATEMENT_FORMATS)[number];
/** Without dates: the last 90 days of the agency's calendar, today included. */
export const STATEMENT_DEFAULT_DAYS = 90;
/** The longest period one statement covers. */
export const STATEMENT_MAX_YEARS = 2;
const MAX_ID = 2_147_483_647; // the database's integer

/**
 * zOmittable (absent, null and '' are "not given") whose refusal says `message`: a union of
 * which no option matched would say zod's English 'Invalid input'.
 */
const zOmittableOr = <T extends z.ZodType>(field: T, message: string) => {
  const f: z.ZodType = field;
  return z.codec(z.union([f, z.null(), z.literal('')], { error: message }), f, {
    decode: (v) => (v === null || v === '' ? undefined : v),
    encode: (v) => v,
  }) as unknown as z.ZodCodec<T, T>;
};

const ZStatementDay = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isValidIsoDate, message);

export const ZStatementParams = z.object({
  idEntidad: z.coerce
    .number({ error: MESSAGES.statementEntity })
    .int(MESSAGES.statementEntity)
    .positive(MESSAGES.statementEntity)
    .max(MAX_ID, MESSAGES.statementEntity),
});
export type TStatementParams = z.infer<typeof ZStatementParams>;

/** The last day a statement that starts on `desde` may cover. */
export const statementLastDayFrom = (desde: IsoDate): IsoDate =>
  addDays(addYears(desde, STATEMENT_MAX_YEARS), -1);

/** The order and length of a period, once both ends are known. */
const rangeIssue = (desde: IsoDate, hasta: IsoDate): string | undefined => {
  if (desde > hasta) return MESSAGES.statementRangeOrder;
  if (hasta > statementLastDayFrom(desde)) return MESSAGES.statementRangeTooLong;
  return undefined;
};

/** The statement's query; optional fields may come absent, null or ''. */
export const ZStatementQuery = z
  .object({
    desde: zOmittableOr(ZStatementDay(MESSAGES.statementDesde).optional(), MESSAGES.statementDesde),
    hasta: zOmittableOr(ZStatementDay(MESSAGES.statementHasta).optional(), MESSAGES.statementHasta),
    moneda: zOmittableOr(z.enum(CURRENCIES).default('USD'), MESSAGES.statementCurrency),
    formato: zOmittableOr(z.enum(STATEMENT_FORMATS).default('json'), MESSAGES.statementFormat),
  })
  .superRefine((q, ctx) => {
    // a field that failed its own check still reaches here: only two real dates are compared
    if (!isValidIsoDate(q.desde) || !isValidIsoDate(q.hasta)) return;
    const message = rangeIssue(q.desde, q.hasta);
    if (message) ctx.addIssue({ code: 'custom', message, path: ['hasta'] });
  });
export type TStatementQuery = z.infer<typeof ZStatementQuery>;
export type TStatementQueryInput = z.input<typeof ZStatementQuery>;

/**
 * The days a query covers, both inclusive, in the agency's calendar: hasta defaults to today,
 * desde to STATEMENT_DEFAULT_DAYS days up to hasta. With one end given, the other default may
 * still make a bad period (desde after today): the answer says why.
 */
export function statementRange(
  q: Pick<TStatementQuery, 'desde' | 'hasta'>,
  today: IsoDate,
): { ok: true; desde: IsoDate; hasta: IsoDate } | { ok: false; message: string } {
  const hasta = q.hasta ?? today;
  const desde = q.desde ?? addDays(hasta, 1 - STATEMENT_DEFAULT_DAYS);
  const message = rangeIssue(desde, hasta);
  return message ? { ok: false, message } : { ok: true, desde, hasta };
}

export const STATEMENT_ENTRY_TYPES = ['reserva', 'cancelacion', 'penalidad', 'pago', 'reversion'] as const;
export type TStatementEntryType = (typeof STATEMENT_ENTRY_TYPES)[number];
export const STATEMENT_ENTRY_LABELS: Record<TStatementEntryType, string> = {
  reserva: 'Reserva',
  cancelacion: 'Cancelación',
  penalidad: 'Penalidad',
  pago: 'Pago',
  reversion: 'Reversión de pago',
};

/** One line of the statement; amounts as decimals of its currency (cents until the answer). */
export const ZStatementEntry = z.object({
  fecha: z.iso.date(),
  tipo: z.enum(STATEMENT_ENTRY_TYPES),
  descripcion: z.string(),
  idReserva: ZId.optional(),
  idPago: ZId.optional(),
  /** a booking's product line (its label), product, lead passenger and current status */
  linea: z.string().optional(),
  producto: z.string().optional(),
  pasajero: z.string().optional(),
  estado: ZReservationStatus.optional(),
  /** a payment's method and reference */
  medio: z.string().optional(),
  referencia: z.string().optional(),
  /** what the client owes more (a booking, a penalty, a reversed payment) */
  debe: ZAmount,
  /** what the client owes less (a payment, a cancelled booking) */
  haber: ZAmount,
  /** the balance after this line: positive, the client owes; negative, the agency does */
  saldo: ZAmount,
});
export type TStatementEntry = z.infer<typeof ZStatementEntry>;

export const ZStatement = z.object({
  idEntidad: ZId,
  razonSocial: z.string(),
  moneda: z.enum(CURRENCIES),
  desde: z.iso.date(),
  hasta: z.iso.date(),
  /** the balance of everything dated before `desde` */
  saldoInicial: ZAmount,
  entries: z.array(ZStatementEntry),
  totales: z.object({ debe: ZAmount, haber: ZAmount }),
  saldoFinal: ZAmount,
});
export type TStatement = z.infer<typeof ZStatement>;

/** The download's name: whose, which currency, which days. */
export const statementFileName = (
  s: Pick<TStatement, 'idEntidad' | 'moneda' | 'desde' | 'hasta'>,
  formato: Exclude<TStatementFormat, 'json'>,
) => `cuenta-corriente-${s.idEntidad}-${s.moneda}-${s.desde}-a-${s.hasta}.${formato}`;
