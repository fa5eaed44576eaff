import { z } from 'zod';
import { ZAmount, ZCurrency, ZErrorBody, ZIsoDate, zOmittable, zOptional } from '../common/primitives';
import { MESSAGES } from '../messages';
import { ZReservation, ZReservationModule } from './reservation';
import { ZReservationStatus } from './reservation-status';

// Mis reservas (issue 18): GET /api/main/reservas with its filters, and the detail of one.
export const RESERVATION_PAGE_MAX = 100;
/**
 * The list counts its matches up to this many: past it the agent narrows the filters (a count
 * of every booking of a busy agency costs more than the page itself).
 */
export const RESERVATION_COUNT_MAX = 1000;
/** the dates a range filters: when it was booked, or when the service is */
export const RESERVATION_DATE_FIELDS = ['reserva', 'servicio'] as const;

export const ZReservationListQuery = z
  .object({
    page: zOmittable(z.coerce.number().int().min(1).max(10_000).default(1)),
    pageSize: zOmittable(z.coerce.number().int().min(1).max(RESERVATION_PAGE_MAX).default(20)),
    module: zOptional(ZReservationModule),
    status: zOptional(ZReservationStatus),
    /** which dates desde/hasta filter (default: the booking date) */
    fecha: zOptional(z.enum(RESERVATION_DATE_FIELDS)),
    desde: zOptional(ZIsoDate),
    hasta: zOptional(ZIsoDate),
    /** a passenger's name, surname or document, our booking number or the supplier's code */
    q: zOptional(z.string().trim().min(2, MESSAGES.reservationSearchMinChars).max(80)),
    idEntidad: zOptional(z.coerce.number().int().nonnegative()),
  })
  .refine((f) => !f.desde || !f.hasta || f.hasta >= f.desde, {
    message: MESSAGES.checkoutNotAfterCheckin,
    path: ['hasta'],
  });
export type TReservationListQuery = z.infer<typeof ZReservationListQuery>;
export type TReservationListQueryInput = z.input<typeof ZReservationListQuery>;

/** One row of the list: what an agent scans for, without what only the detail shows. */
export const ZReservationListItem = ZReservation.omit({
  breakdown: true,
  passengers: true,
  errorMessage: true,
  updatedAt: true,
}).extend({
  /** the client entity's name (AS agents' bookings) */
  entidad: z.string().nullable(),
  /** the lead passenger, 'Apellido, Nombre' */
  titular: z.string(),
  pasajeros: z.number().int().min(0),
});
export type TReservationListItem = z.infer<typeof ZReservationListItem>;

export const ZReservationListResponse = z.object({
  items: z.array(ZReservationListItem),
  /** the matches, counted up to RESERVATION_COUNT_MAX */
  total: z.number().int().min(0),
  /** more bookings match than `total`: narrow the filters to see them */
  hayMas: z.boolean(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type TReservationListResponse = z.infer<typeof ZReservationListResponse>;

export const ZStatusChange = z.object({
  from: ZReservationStatus.nullable(),
  to: ZReservationStatus,
  cause: z.string().nullable(),
  at: z.iso.datetime(),
});
export type TStatusChange = z.infer<typeof ZStatusChange>;

/** What cancelling would cost today (GET reservas/{id}/cancelacion, and in the detail). */
export const ZCancellationQuote = z.object({
  cancelable: z.boolean(),
  /** why not, when it cannot be cancelled */
  motivo: z.string().nullable(),
  /** the penalty on the product's rate if cancelled today (the fees are not refunded) */
  penalidad: ZAmount,
  moneda: ZCurrency,
  /** the last day it can be cancelled free; null when never free */
  gratisHasta: ZIsoDate.nullable(),
  /** the policy in Spanish */
  politica: z.string(),
});
export type TCancellationQuote = z.infer<typeof ZCancellationQuote>;

export const ZReservationDetail = ZReservation.extend({
  entidad: z.string().nullable(),
  history: z.array(ZStatusChange),
  cancelacion: ZCancellationQuote,
  /** penalty charged when it was cancelled */
  penalidadCobrada: ZAmount.nullable(),
});
export type TReservationDetail = z.infer<typeof ZReservationDetail>;

/** POST reservas/{id}/cancelar: the penalty the agent saw and confirmed; a different one today is 409. */
export const ZCancelRequest = z.object({ penalidad: ZAmount });
export type TCancelRequest = z.infer<typeof ZCancelRequest>;

export const ZCancelResponse = z.object({
  reservationId: z.number().int(),
  status: z.literal('cancelled'),
  penalidad: ZAmount,
  moneda: ZCurrency,
});
export type TCancelResponse = z.infer<typeof ZCancelResponse>;

/** The 409 of POST …/cancelar: today's penalty is not the one confirmed; here is today's quote. */
export const ZCancelConflict = ZErrorBody.extend({ errors: z.object({ cancelacion: ZCancellationQuote }) });
export type TCancelConflict = z.infer<typeof ZCancelConflict>;

/** Lower-case words without accents: 'Fernández-Pérez 30.123' → ['fernandez', 'perez', '30', '123']. */
export const foldWords = (text: string): string[] =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** The words a booking is found by: every passenger's names, surnames and document. */
export const passengerSearchTerms = (
  passengers: readonly { nombres?: string | null; apellidos?: string | null; dni?: string | null }[],
): string[] => [
  ...new Set(passengers.flatMap((p) => foldWords(`${p.nombres ?? ''} ${p.apellidos ?? ''} ${p.dni ?? ''}`))),
];
