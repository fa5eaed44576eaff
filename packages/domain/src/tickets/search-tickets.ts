import { z } from 'zod';
import { ZCurrency, ZIsoDate, ZProviderPrice } from '../common/primitives';
import { MESSAGES } from '../messages';
import { zCountParam } from './count-param';
import { PARKS, type TParkId, ZTicketProvider } from './parks';

// spec §3 Ticket offer
export const ZTicketOffer = z.object({
  codeAdult: z.string().min(1),
  codeChild: z.string().min(1),
  currency: ZCurrency,
  fechaIn: ZIsoDate, // valid-from date: the ticket calendar starts here or today
  name: z.string().min(1),
  provider: ZTicketProvider,
  taxAdult: ZProviderPrice, // price object: VENTA, IVA, TOTAL, ...
  taxChild: ZProviderPrice,
  durationDays: z.number().int().min(0).max(10), // 0 for Universal
  bannerColor: z.string(),
  findEvents: z.boolean(), // true: availability needs an events check (spec §4)
  programId: z.string().optional(),
});
export type TTicketOffer = z.infer<typeof ZTicketOffer>;

const daysOf = (park: TParkId, message: string) => {
  const days = PARKS[park].days ?? { min: 1, max: 10 };
  return zCountParam(message, days.min, days.max);
};

// spec §7 GET tickets/ticket-by-fecha (Walt Disney World, days 1-10)
export const ZTicketSearchRequest = z.object({
  fecha: ZIsoDate,
  durationDays: daysOf('disney', MESSAGES.ticketDaysDisney),
});
export type TTicketSearchRequest = z.infer<typeof ZTicketSearchRequest>;

// spec §7 GET tickets/ticket-by-fecha-california (Disneyland, days 1-5)
export const ZTicketSearchRequestCalifornia = z.object({
  fecha: ZIsoDate,
  durationDays: daysOf('disneyland', MESSAGES.ticketDaysDisneyland),
});
export type TTicketSearchRequestCalifornia = z.infer<typeof ZTicketSearchRequestCalifornia>;

export const ZTicketSearchResponse = z.array(ZTicketOffer);
export type TTicketSearchResponse = z.infer<typeof ZTicketSearchResponse>;

// spec §7 GET tickets/ticket-info/{code}/{date} and ticket-info-disneyland/{code}/{date}:
// the answer is not shown; the info dialog shows usage window and cancellation policy (spec §2).
export const ZTicketInfoParams = z.object({ code: z.string().min(1), date: ZIsoDate });
export type TTicketInfoParams = z.infer<typeof ZTicketInfoParams>;
export const ZTicketInfo = z.object({
  code: z.string(),
  name: z.string(),
  usageWindow: z.string(),
  cancelPolicy: z.string(),
});
export type TTicketInfo = z.infer<typeof ZTicketInfo>;

export * from './sale-horizon';
export * from './count-param';
