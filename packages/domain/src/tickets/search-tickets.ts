import { z } from 'zod';
import { fail, reportCheck } from '../common/check';
import { ZCode, ZCurrency, ZIsoDate, ZProviderPrice } from '../common/primitives';
import type { IsoDate } from '../dates';
import { MESSAGES } from '../messages';
import { checkTicketCounts } from '../occupancy';
import { zCountParam } from './count-param';
import { PARKS, type TParkId, ZParkId, ZTicketProvider } from './parks';
import { checkTicketSaleDate } from './sale-horizon';

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

/** Our answer's offer: spec §3 plus `disponible` — sold-out products are listed, flagged false. */
export const ZTicketOfferAnswer = ZTicketOffer.extend({ disponible: z.boolean() });
export type TTicketOfferAnswer = z.infer<typeof ZTicketOfferAnswer>;

export const ZTicketSearchResponse = z.array(ZTicketOfferAnswer);

// spec §7 GET tickets/ticket-info/{code}/{date} and ticket-info-disneyland/{code}/{date}:
// the answer is not shown; the info dialog shows usage window and cancellation policy (spec §2).
export const ZTicketInfoParams = z.object({ code: ZCode, date: ZIsoDate });
export type TTicketInfoParams = z.infer<typeof ZTicketInfoParams>;
export const ZTicketInfo = z.object({
  code: z.string(),
  name: z.string(),
  usageWindow: z.string(),
  cancelPolicy: z.string(),
});
export type TTicketInfo = z.infer<typeof ZTicketInfo>;

// ---- the ticket search form (spec §2): park, adults, minors, days of the park, entry date
export const ZTicketSearchForm = z.object({
  park: ZParkId,
  adults: z.number(),
  minors: z.number(),
  durationDays: z.number().nullish(),
  fecha: z.string().nullish(),
});
export type TTicketSearchForm = z.input<typeof ZTicketSearchForm>;

/** The form refuses what the search routes refuse: the counts, the park's days, the sale window. */
export const makeTicketSearchFormSchema = (ctx: { today: IsoDate }) =>
  ZTicketSearchForm.superRefine((v, c) => {
    // Universal takes no days: whatever the form kept from another park is not sent
    const days = PARKS[v.park].days === null ? null : v.durationDays;
    reportCheck(c, checkTicketCounts({ park: v.park, adults: v.adults, minors: v.minors, days }));
    reportCheck(
      c,
      v.fecha ? checkTicketSaleDate(v.fecha, ctx, 'fecha') : fail('ticketEntryDateRequired', 'fecha'),
    );
  });

export * from './sale-horizon';
export * from './count-param';
