import { z } from 'zod';
import { ZAmount, ZCode, ZCurrency, ZId, ZIsoDate, zOmittable, zOptional } from '../common/primitives';
import { ZRooming, ZStayRange } from '../common/rooming';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ZRequiredTicket } from './disney-tickets';

// spec §3 Disney hotel booking payload; spec §7 POST reserva-disney/.
/** A ticket the room requires, as Disney books it: one addon for the adults, one for the minors. */
export const ZProductAddon = z.object({
  code: ZCode,
  type: ZCode,
  /** the ticket's entry date ('Establece la fecha de entrada del ticket') */
  date: ZIsoDate,
  quantity: z.number().int().min(1).max(30),
  rate: z.object({ amountAfterTax: ZAmount, currency: ZCurrency, ageQualifyingType: ZCode }),
});
export type TProductAddon = z.infer<typeof ZProductAddon>;

export const ZDisneyBookingRequest = z.object({
  isAgenteAS: z.boolean(),
  /** every room alike (roomCriteria): each room's adults, then its minors, room after room */
  pasajeros: z.array(ZPassenger).min(1).max(60),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  reservaCodigo: z.string().min(1).max(300), // the room's reserveCode
  requiredTicket: zOmittable(ZRequiredTicket.nullable().optional()),
  productAddons: zOmittable(z.array(ZProductAddon).max(2).default([])),
  roomCriteria: ZRooming,
  /** ours, optional: the reserveCode names the stay; when given it must be the rate's */
  stayRange: zOmittable(ZStayRange.optional()),
  promotions: zOmittable(z.array(ZCode).max(10).default([])),
  idEntidad: zOptional(ZId),
  /** ours: the total the agent was shown (rooms, fees and tickets); a different one is refused */
  monto: zOptional(ZAmount),
});
export type TDisneyBookingRequest = z.infer<typeof ZDisneyBookingRequest>;
export type TDisneyBookingRequestInput = z.input<typeof ZDisneyBookingRequest>;

export const ZDisneyBookingResponse = z.object({
  reservationId: z.string(), // ours: the summary page reads it (resumen?id=)
  status: ZReservationStatus,
  reservationIds: z.object({ supplierResId: z.string() }),
});
export type TDisneyBookingResponse = z.infer<typeof ZDisneyBookingResponse>;
