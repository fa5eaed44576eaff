import { z } from 'zod';
import { ZAmount, ZCurrency, ZId, ZIdLike, ZIsoDate, ZProviderPrice } from '../common/primitives';
import { ZRooming, ZStayRange } from '../common/rooming';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ZRequiredTicket } from './disney-tickets';

// spec §3 Disney hotel booking payload; spec §7 POST reserva-disney/.
export const ZProductAddon = z.object({
  code: z.string(),
  type: z.string(),
  date: ZIsoDate,
  quantity: z.number().int().min(1),
  rate: z.object({ amountAfterTax: ZAmount, currency: ZCurrency, ageQualifyingType: z.string() }),
});

export const ZDisneyBookingRequest = z.object({
  isAgenteAS: z.boolean(),
  pasajeros: z.array(ZPassenger).min(1).max(20),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  reservaCodigo: z.string().min(1), // the room's reserveCode
  requiredTicket: ZRequiredTicket.nullable().optional(),
  productAddons: z.array(ZProductAddon).default([]),
  roomCriteria: ZRooming,
  stayRange: ZStayRange,
  promotions: z.array(z.string()).default([]),
  idEntidad: ZId.optional(),
});
export type TDisneyBookingRequest = z.infer<typeof ZDisneyBookingRequest>;

export const ZDisneyBookingResponse = z.object({
  reservationId: z.string(), // ours: the summary page reads it (resumen?id=)
  status: ZReservationStatus,
  reservationIds: z.object({ supplierResId: z.string() }),
});
export type TDisneyBookingResponse = z.infer<typeof ZDisneyBookingResponse>;

// spec §7 POST hoteldispo/ (third provider, destinoIATA) and POST hotelResV2 (proveedor 1)
export const ZHotelDispoRequest = z.object({
  destinoIATA: z.string().min(3).max(3),
  stayRange: ZStayRange,
  roomCriteriaList: z.array(ZRooming).min(1).max(3),
  starQuantity: z.number().int().min(0).max(5).optional(),
  idUWS: ZId,
  isAgenteAS: z.boolean(),
});
export type THotelDispoRequest = z.infer<typeof ZHotelDispoRequest>;

export const ZHotelResV2Request = z.object({
  informacionRsrv: z.unknown(),
  pasajeros: z.array(ZPassenger).min(1).max(20),
  proveedor: z.literal(1),
  tarifa: ZProviderPrice.optional(),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  idEntidad: ZId.optional(),
  hotelID: ZIdLike.optional(),
});
export type THotelResV2Request = z.infer<typeof ZHotelResV2Request>;
export const ZHotelResV2Response = z.object({ reservationId: z.string(), status: ZReservationStatus });
