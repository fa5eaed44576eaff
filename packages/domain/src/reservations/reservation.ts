import { z } from 'zod';
import { ZAmount, ZCurrency, ZId, ZIsoDate } from '../common/primitives';
import { ZOrderBreakdown } from '../orders/order-summary';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from './reservation-status';

// ARCHITECTURE "Data": every booking of every module is one reservation record.
// spec §2 resumen?id= reads one; our main back end lists and details them.
export const RESERVATION_MODULES = [
  'tickets',
  'disney-hotels',
  'hotels',
  'cars',
  'assistance',
  'flights',
  'activities',
  'transfers',
] as const;
export const ZReservationModule = z.enum(RESERVATION_MODULES);
export type TReservationModule = z.infer<typeof ZReservationModule>;

export const ZReservation = z.object({
  id: z.string(),
  module: ZReservationModule,
  supplier: z.string(),
  supplierRef: z.string().nullable(),
  status: ZReservationStatus,
  userId: ZId,
  idUWS: ZId,
  idEntidad: ZId.nullable(),
  checkin: ZIsoDate,
  checkout: ZIsoDate.nullable(),
  currency: ZCurrency,
  breakdown: ZOrderBreakdown,
  total: ZAmount,
  passengers: z.array(ZPassenger),
  title: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TReservation = z.infer<typeof ZReservation>;

export const ZReservationListQuery = z.object({
  module: ZReservationModule.optional(),
  status: ZReservationStatus.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type TReservationListQuery = z.infer<typeof ZReservationListQuery>;

export const ZReservationListResponse = z.object({
  items: z.array(ZReservation),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});

export const ZReservationParams = z.object({ id: z.string().min(1) });

/** A user sees their own reservations; AS agents also those of their entities (ARCHITECTURE "Security"). */
export const canSeeReservation = (
  r: Pick<TReservation, 'userId' | 'idEntidad'>,
  user: { id: number; isAgenteAS: boolean; entityIds?: readonly number[] },
): boolean =>
  r.userId === user.id ||
  (user.isAgenteAS && r.idEntidad !== null && (user.entityIds ?? []).includes(r.idEntidad));
