import { z } from 'zod';
import { OK, type Check } from '../common/check';
import { ZCurrency } from '../common/primitives';
import { ZEntitySearchResponse } from '../entities/search-entities';
import { fmt, MESSAGES } from '../messages';
import { CURRENCIES, formatMoney, fromCents, type Cents, type Currency } from '../money';
import type { TReservationStatus } from '../reservations/reservation-status';

// The credit the agency gives a client entity, per currency (issue 32, item 2). One definition
// for the whole system (the booking check, the back office, the account statement):
//   charges   = the totals of its rows still held (pending … cancelling) + the penalties of the
//               cancelled ones; a failed row charges nothing
//   payments  = what it paid (a reversal is a negative payment, so it simply adds)
//   used      = charges − payments (below 0: paid in advance)
//   available = limit − used; no limit kept: null, and bookings are not limited.

/** Rows whose whole total is charged to the entity's credit. */
export const CREDIT_CHARGED_STATUSES = [
  'pending',
  'unknown',
  'pre_booked',
  'confirmed',
  'cancelling',
] as const satisfies readonly TReservationStatus[];
/** Rows that charge only the penalty of their cancellation. */
export const CREDIT_PENALTY_STATUSES = ['cancelled'] as const satisfies readonly TReservationStatus[];

/** The most a limit or a payment may be: 10 billion less a cent (the columns hold 12 digits). */
export const CREDIT_MAX_AMOUNT = 9_999_999_999.99;

export type TCreditRow = { status: TReservationStatus; totalCents: Cents; cancelPenaltyCents: Cents | null };

/** What one booking row charges to its entity's credit. */
export function creditChargeOf(row: TCreditRow): Cents {
  if ((CREDIT_CHARGED_STATUSES as readonly string[]).includes(row.status)) return row.totalCents;
  if ((CREDIT_PENALTY_STATUSES as readonly string[]).includes(row.status)) return row.cancelPenaltyCents ?? 0;
  return 0;
}

export const creditChargesOf = (rows: readonly TCreditRow[]): Cents =>
  rows.reduce((sum, row) => sum + creditChargeOf(row), 0);

/** An entity's figures in one currency, in cents: its limit (null: none kept), charges and payments. */
export type TCreditFigures = { limitCents: Cents | null; chargesCents: Cents; paymentsCents: Cents };

export const creditUsed = (f: TCreditFigures): Cents => f.chargesCents - f.paymentsCents;

export const creditAvailable = (f: TCreditFigures): Cents | null =>
  f.limitCents === null ? null : f.limitCents - creditUsed(f);

/**
 * Whether a booking of `newCents` fits the entity's credit: it may use the available credit up
 * to the cent, never more. With no limit kept anything fits. The message shows what was left
 * (never below zero: a limit lowered under what is used leaves nothing).
 */
export function creditCheck(o: { figures: TCreditFigures; newCents: Cents; currency: Currency }): Check {
  const available = creditAvailable(o.figures);
  if (available === null || o.newCents <= available) return OK;
  return {
    ok: false,
    key: 'creditNotAvailable',
    message: fmt('creditNotAvailable', { disponible: formatMoney(Math.max(available, 0), o.currency) }),
  };
}

// GET/PUT /api/admin/entidades/{id}/credito, GET /api/main/entidades/{id}/credito

export const ZCreditLine = z.object({
  moneda: ZCurrency,
  /** null: no limit is kept in this currency */
  limite: z.number().nullable(),
  usado: z.number(),
  pagos: z.number(),
  disponible: z.number().nullable(),
});
export type TCreditLine = z.infer<typeof ZCreditLine>;

/** Always both currencies, USD first. */
export const ZCreditAnswer = z.object({ idEntidad: z.number().int(), lineas: z.array(ZCreditLine) });
export type TCreditAnswer = z.infer<typeof ZCreditAnswer>;

export const creditLineOf = (moneda: Currency, f: TCreditFigures): TCreditLine => {
  const available = creditAvailable(f);
  return {
    moneda,
    limite: f.limitCents === null ? null : fromCents(f.limitCents),
    usado: fromCents(creditUsed(f)),
    pagos: fromCents(f.paymentsCents),
    disponible: available === null ? null : fromCents(available),
  };
};

export const creditAnswerOf = (
  idEntidad: number,
  figures: Partial<Record<Currency, TCreditFigures>>,
): TCreditAnswer => ({
  idEntidad,
  lineas: CURRENCIES.map((c) =>
    creditLineOf(c, figures[c] ?? { limitCents: null, chargesCents: 0, paymentsCents: 0 }),
  ),
});

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** An amount of money a person types: finite, with at most 2 decimals, within CREDIT_MAX_AMOUNT. */
export const zCreditAmount = (message: string, o: { positive: boolean }) => {
  const n = z.number({ error: message }).max(CREDIT_MAX_AMOUNT, message);
  return (o.positive ? n.gt(0, message) : n.min(0, message)).refine(hasCents, message);
};

export const ZCreditCurrency = z.enum(CURRENCIES, { error: MESSAGES.creditCurrency });

/** A new limit for one currency; null (or '') stops keeping one: bookings are not limited. */
export const ZCreditLimitRequest = z.object({
  moneda: ZCreditCurrency,
  limite: z.preprocess(
    (v) => (v === '' ? null : v),
    zCreditAmount(MESSAGES.creditLimitAmount, { positive: false }).nullable(),
  ),
});
export type TCreditLimitRequest = z.infer<typeof ZCreditLimitRequest>;

// GET /api/main/entidades/{text} (spec §7) with what is left of each limit the entity has:
// an optional field the spec's clients may ignore, for the selector to show.

export const ZEntityCredit = z.array(z.object({ moneda: ZCurrency, disponible: z.number() }));
export type TEntityCredit = z.infer<typeof ZEntityCredit>;

export const ZEntitySearchWithCredit = z.array(
  ZEntitySearchResponse.element.extend({ credito: ZEntityCredit.optional() }),
);
export type TClientEntityWithCredit = z.infer<typeof ZEntitySearchWithCredit>[number];
