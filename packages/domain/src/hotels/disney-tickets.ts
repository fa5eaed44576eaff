import { z } from 'zod';
import { ZAmount, ZCode, ZCurrency, ZIdLike, ZIsoDate, ZShortText } from '../common/primitives';

// spec §3 Required ticket for a hotel; spec §7 GET findAllTickets, POST disponibilidad-ticket/.
export const ZRequiredTicket = z.object({
  code: ZCode,
  codeChild: ZCode,
  type: ZCode,
  amountAfterTax: ZAmount,
  amountAfterTaxChild: ZAmount,
  ageQualifyingType: ZCode,
  ageQualifyingTypeChild: ZCode,
  currency: ZCurrency,
  name: ZShortText,
  tarifaAdulto: ZAmount,
  tarifaChild: ZAmount,
});
export type TRequiredTicket = z.infer<typeof ZRequiredTicket>;

/** spec §2 'Selecciona un Ticket': tickets for 2 to 9 days and a 10-day 'Z' group. */
export const HOTEL_TICKET_DAY_GROUPS = [2, 3, 4, 5, 6, 7, 8, 9, 'Z'] as const;

export const ZFindAllTicketsQuery = z.object({
  rateId: z.string().min(1).max(60),
  fecha: ZIsoDate,
  roomId: z.string().min(1).max(20),
});
export type TFindAllTicketsQuery = z.infer<typeof ZFindAllTicketsQuery>;
export const ZFindAllTicketsResponse = z.array(
  ZRequiredTicket.extend({ durationDays: z.number().int().min(2).max(10) }),
);

export const ZHotelTicketAvailabilityRequest = z.object({
  date: ZIsoDate,
  hotelId: ZIdLike,
  // the party's tickets: up to 3 rooms alike (adults and minors of 10+, minors 3-9)
  quantityAdults: z.number().int().min(0).max(60),
  ticket: z.string().min(1).max(30), // ticket code
  quantityChilds: z.number().int().min(0).max(30),
});
export type THotelTicketAvailabilityRequest = z.infer<typeof ZHotelTicketAvailabilityRequest>;
export const ZHotelTicketAvailabilityResponse = z.object({ available: z.boolean() });
