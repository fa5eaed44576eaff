import { z } from 'zod';
import {
  ZCurrency,
  ZFailedSuppliers,
  ZId,
  ZIdLike,
  ZIsoDate,
  zOmittable,
  ZProviderPrice,
} from '../common/primitives';
import { ZRooming, ZStayRange } from '../common/rooming';
import { type Check, OK, fail } from '../common/check';
import type { IsoDate } from '../dates';

// spec §2 Disney hotel search, spec §3 Hotel (Disney) and Room, spec §7 POST multihoteldispo/.
export const DISNEY_HOTEL_CATEGORIES = ['ECONOMICO', 'MODERADO', 'LUJO', 'VILLA DE LUJO', 'CAMPING'] as const;
export const ZDisneyHotelCategory = z.enum(DISNEY_HOTEL_CATEGORIES);
export type TDisneyHotelCategory = z.infer<typeof ZDisneyHotelCategory>;
export const ZDisneyDestination = z.enum(['disney', 'disneyland']); // Walt Disney World, Disneyland

export const ZMultiHotelDispoRequest = z.object({
  destino: ZDisneyDestination,
  stayRange: ZStayRange,
  roomCriteria: ZRooming,
  categoria: zOmittable(ZDisneyHotelCategory.optional()),
  ticketEntryDate: zOmittable(ZIsoDate.optional()), // 'Establece la fecha de entrada del ticket' when required
  idUWS: ZId,
  idUsuarioReservo: ZId,
  isAgenteAS: z.boolean(),
});
export type TMultiHotelDispoRequest = z.infer<typeof ZMultiHotelDispoRequest>;

export const ZDisneyRoom = z.object({
  id: ZIdLike,
  name: z.string(),
  description: z.string(),
  rateName: z.string(), // the regimen for Disneyland
  tax: ZProviderPrice,
  requiredTicket: z.boolean(), // true: ticket selection comes before the passenger form (spec §4)
  rateId: z.string(),
  hotelId: ZIdLike,
  promotion: z.string().nullable(),
  reserveCode: z.string(),
  tarifa: ZProviderPrice,
  hotelName: z.string(),
  provider: z.string(),
  cancelPolicy: z.string(),
  // ours, additive: the code list (5 entries = discounted, spec §5) and the refund rule
  codigos: z.array(z.string()).optional(),
  politicaCancelacion: z.object({ nonRefundable: z.boolean() }).optional(),
});
export type TDisneyRoom = z.infer<typeof ZDisneyRoom>;

export const ZDisneyHotel = z.object({
  id: ZIdLike,
  name: z.string(),
  image: z.string(),
  currency: ZCurrency,
  habitaciones: z.array(ZDisneyRoom), // "rooms"
  summary: ZDisneyRoom.pick({ name: true, rateName: true, tarifa: true }).optional(), // first-room summary
});
export type TDisneyHotel = z.infer<typeof ZDisneyHotel>;

/** The ticket's entry date falls inside the stay, its first to its last day (spec §2, §4). */
export const checkTicketEntryDate = (date: IsoDate, stay: { checkin: IsoDate; checkout: IsoDate }): Check =>
  date >= stay.checkin && date <= stay.checkout ? OK : fail('ticketEntryOutsideStay', 'ticketEntryDate');

export const ZMultiHotelDispoResponse = z.object({
  hoteles: z.array(ZDisneyHotel),
  failedSuppliers: ZFailedSuppliers,
});
export type TMultiHotelDispoResponse = z.infer<typeof ZMultiHotelDispoResponse>;
