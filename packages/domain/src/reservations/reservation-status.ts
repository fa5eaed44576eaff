import { z } from 'zod';

// ARCHITECTURE "Data": pending → confirmed | pre_booked | failed | unknown, later cancelled;
// nothing is deleted. A pending row is cancelled directly when the agent declines a room that
// waits for acceptance (non-refundable, spec §4): it was never sent to the supplier. `unknown`: the supplier was asked to book and did not say what it did
// (a timeout, a broken connection); reconciliation asks it and settles the row.
export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'pre_booked',
  'failed',
  'unknown',
  'cancelled',
] as const;
export const ZReservationStatus = z.enum(RESERVATION_STATUSES);
export type TReservationStatus = z.infer<typeof ZReservationStatus>;

const NEXT: Record<TReservationStatus, readonly TReservationStatus[]> = {
  pending: ['confirmed', 'pre_booked', 'failed', 'unknown', 'cancelled'],
  unknown: ['confirmed', 'pre_booked', 'failed'],
  confirmed: ['cancelled'],
  pre_booked: ['cancelled'],
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
  cancelled: 'Cancelada',
};
