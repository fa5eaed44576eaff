import { z } from 'zod';
import { ZAmount, ZCurrency, ZId, ZIsoDate } from '../common/primitives';
import { ZOrderBreakdown } from '../orders/order-summary';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from './reservation-status';

// docs/decisions.md D-05: every booking of every module is one reservation record.
// spec §2 resumen?id= reads one; our main back end lists and details them.
const RESERVATION_MODULES = [
  'tickets',
  'disney-hotels',
  'hotels',
  'third-hotels',
  'cars',
  'assistance',
  'flights',
  'activities',
  'transfers',
  // new:product-line: module
] as const;
export const ZReservationModule = z.enum(RESERVATION_MODULES);
export type TReservationModule = z.infer<typeof ZReservationModule>;
export { RESERVATION_MODULES };

export const ZReservation = z.object({
  id: z.number().int(),
  module: ZReservationModule,
  supplier: z.string(),
  supplierRef: z.string().nullable(),
  status: ZReservationStatus,
  idEntidad: ZId.nullable(),
  productName: z.string(),
  checkin: ZIsoDate,
  checkout: ZIsoDate.nullable(),
  currency: ZCurrency,
  // the order breakdown of spec §3 (hotels add the VAT rate, alicuota)
  breakdown: ZOrderBreakdown.loose(),
  total: ZAmount,
  /** issue 32, staff only (D-25): the net (supplier's price and fees) and the agency's markup; total = neto + margen */
  neto: ZAmount.optional(),
  margen: ZAmount.optional(),
  passengers: z.array(ZPassenger),
  errorMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type TReservation = z.infer<typeof ZReservation>;

export const ZReservationParams = z.object({ id: z.coerce.number().int().positive() });
