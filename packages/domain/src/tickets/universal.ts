import { z } from 'zod';
import { ZCode, ZIsoDate } from '../common/primitives';
import { MESSAGES } from '../messages';
import { zCountParam } from './count-param';
import { ZTicketOfferAnswer } from './search-tickets';

// spec §7 GET buscartkt/{adults}/{children}/{date} (Universal): todos and recomendados.
const count = (message: string) => zCountParam(message, 0, 10);

export const ZBuscarTktParams = z.object({
  adults: count(MESSAGES.adultsRange0to10),
  children: count(MESSAGES.minorsRange),
  date: ZIsoDate,
});
export type TBuscarTktParams = z.infer<typeof ZBuscarTktParams>;

export const ZBuscarTktResponse = z.object({
  todos: z.array(ZTicketOfferAnswer),
  recomendados: z.array(ZTicketOfferAnswer),
});
export type TBuscarTktResponse = z.infer<typeof ZBuscarTktResponse>;

// spec §7 GET ticket-info/{code}: Universal policy text
export const ZUniversalTicketInfoParams = z.object({ code: ZCode });
export const ZUniversalTicketInfo = z.object({ code: z.string(), policy: z.string() });
export type TUniversalTicketInfo = z.infer<typeof ZUniversalTicketInfo>;

// spec §7 GET /findEvents/{code}/{date}/{programId}/{quantity}
export const ZFindEventsParams = z.object({
  code: ZCode,
  date: ZIsoDate,
  programId: ZCode,
  quantity: zCountParam(MESSAGES.eventQuantityRange, 1, 20),
});
export type TFindEventsParams = z.infer<typeof ZFindEventsParams>;

/** One bookable event of a Universal ticket: the fields rqUniversal needs. */
const ZUniversalEvent = z.object({
  eventDateTime: z.string(),
  salesProgramId: z.string(),
  pluAdl: z.string(),
  pluChd: z.string().optional(),
  available: z.number().int().nonnegative(),
});
export const ZFindEventsResponse = z.array(ZUniversalEvent);
export type TUniversalEvent = z.infer<typeof ZUniversalEvent>;
