import { z } from 'zod';

// docs/architecture.md "Statuses": pending → confirmed | pre_booked | failed | unknown, later cancelled;
// nothing is deleted. A pending row is cancelled directly when the agent declines a room that
// waits for acceptance (non-refundable, spec §4): it was never sent to the supplier.
// `unknown`: the supplier was asked to book and did not say what it did (a timeout, a broken
// connection); reconciliation asks it and settles the row. `cancelling`: Mis reservas (issue
// 18) marks the booking before it asks the supplier to cancel, so a crash between the
// supplier's cancellation and our record leaves a row reconciliation finds and settles
// (cancelled, or back to what it was when the supplier refuses).
export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'pre_booked',
  'failed',
  'unknown',
  'cancelling',
  'cancelled',
] as const;
export const ZReservationStatus = z.enum(RESERVATION_STATUSES);
export type TReservationStatus = z.infer<typeof ZReservationStatus>;

const NEXT: Record<TReservationStatus, readonly TReservationStatus[]> = {
  pending: ['confirmed', 'pre_booked', 'failed', 'unknown', 'cancelled'],
  unknown: ['confirmed', 'pre_booked', 'failed'],
  confirmed: ['cancelling', 'cancelled'],
  pre_booked: ['cancelling', 'cancelled'],
  cancelling: ['cancelled', 'confirmed', 'pre_booked'],
  failed: [],
  cancelled: [],
};

export const canTransition = (from: TReservationStatus, to: TReservationStatus): boolean =>
  NEXT[from].includes(to);

/** The statuses a reservation may be in to move to `to` (the repository's guard in SQL). */
export const statusesBefore = (to: TReservationStatus): TReservationStatus[] =>
  RESERVATION_STATUSES.filter((from) => canTransition(from, to));

/** What an agent reads for each status (the resumen page, Mis reservas). */
export const RESERVATION_STATUS_LABELS: Record<TReservationStatus, string> = {
  pending: 'En proceso',
  confirmed: 'Confirmada',
  pre_booked: 'Pre-reservada',
  failed: 'No realizada',
  unknown: 'A confirmar con el proveedor',
  cancelling: 'Cancelación en curso',
  cancelled: 'Cancelada',
};
