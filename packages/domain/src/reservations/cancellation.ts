import { addDays, diffDays, type IsoDate } from '../dates';
import { formatDdMmYyyy } from '../dates-format';
import { type Currency, fromCents, roundCents, toCents } from '../money';
import { productLineFact, type Penalty } from './product-lines';
import type { TReservationModule } from './reservation';
import type { TCancellationQuote } from './reservation-list';
import type { TReservationStatus } from './reservation-status';

// Cancellation quotes of Mis reservas (issue 18): each line's policy is in PRODUCT_LINES.
// Fees (35 + 35) are never refunded.
export const CANCELLATION_POLICIES = productLineFact('cancellation');

const AFTER_TEXT: Record<Penalty, string> = {
  night: '1 noche de penalidad',
  day: '1 día de alquiler de penalidad',
  all: 'penalidad del 100 % de la tarifa',
};
const FEES_TEXT = 'Los gastos de reserva y administrativos no se reintegran.';

export type CancellationInput = {
  module: TReservationModule;
  status: TReservationStatus;
  checkin: IsoDate;
  checkout: IsoDate | null;
  /** the product's rate (breakdown.tarifa), without fees */
  tarifa: number;
  currency: Currency;
  nonRefundable: boolean;
};

/** The penalty once the free window is over: one night or day of the rate, or all of it. */
const penaltyAfter = (r: CancellationInput, after: Penalty): number => {
  const cents = toCents(r.tarifa);
  if (after === 'all' || !r.checkout) return fromCents(cents);
  const units = Math.max(1, diffDays(r.checkout, r.checkin));
  return fromCents(roundCents(cents / units));
};

const notCancelable = (r: CancellationInput, motivo: string, politica: string): TCancellationQuote => ({
  cancelable: false,
  motivo,
  penalidad: 0,
  moneda: r.currency,
  gratisHasta: null,
  politica,
});

/** What cancelling `r` costs on `today`, and whether it can be cancelled at all. */
export function cancellationQuote(r: CancellationInput, today: IsoDate): TCancellationQuote {
  const policy = CANCELLATION_POLICIES[r.module];
  const gratisHasta = r.nonRefundable ? null : addDays(r.checkin, -policy.freeDaysBefore);
  const politica = r.nonRefundable
    ? `Tarifa no reembolsable: la cancelación tiene una penalidad del 100 % de la tarifa. ${FEES_TEXT}`
    : `Cancelación sin cargo hasta el ${formatDdMmYyyy(gratisHasta!)} (${policy.freeDaysBefore} ${policy.freeDaysBefore === 1 ? 'día' : 'días'} antes del servicio); después, ${AFTER_TEXT[policy.after]}. ${FEES_TEXT}`;
  if (r.status === 'cancelled') return notCancelable(r, 'La reserva ya está cancelada', politica);
  if (r.status === 'cancelling')
    return notCancelable(r, 'La cancelación ya está en curso con el proveedor', politica);
  if (r.status !== 'confirmed' && r.status !== 'pre_booked')
    return notCancelable(r, 'Solo se cancelan reservas confirmadas o pre-reservadas', politica);
  if (r.checkin <= today)
    return notCancelable(r, 'El servicio ya comenzó: no se puede cancelar en línea', politica);
  const free = gratisHasta !== null && today <= gratisHasta;
  const penalidad = free ? 0 : r.nonRefundable ? fromCents(toCents(r.tarifa)) : penaltyAfter(r, policy.after);
  return { cancelable: true, motivo: null, penalidad, moneda: r.currency, gratisHasta, politica };
}
