import { z } from 'zod';
import {
  ZAmount,
  ZCurrency,
  ZIsoDate,
  ZOrderBreakdown,
  ZProviderPrice,
  ZTicketAvailability,
  ZTicketAvailabilityBody,
  ZTicketBookingResponse,
  ZTicketOffer,
} from '@portal/domain';
import { ZErrorBody } from '../../lib/http-schemas';

// Our answers of the ticket calls (documented in README.md). They extend the domain's spec §3
// shapes; anything added is marked here.

/** spec §3 Ticket offer + `disponible`: sold-out products are listed, flagged false. */
export const ZTicketOfferAnswer = ZTicketOffer.extend({ disponible: z.boolean() });
export type TTicketOfferAnswer = z.infer<typeof ZTicketOfferAnswer>;

export const ZBuscarTktAnswer = z.object({
  todos: z.array(ZTicketOfferAnswer),
  recomendados: z.array(ZTicketOfferAnswer),
});

/**
 * Body of disponibilidad-ticket: the chosen offer's codes (domain shape), or the spec §3
 * availability payload (productId / productIdChild).
 */
export const ZAvailabilityRequestBody = z.union([
  ZTicketAvailabilityBody,
  ZTicketAvailability.partial().extend({
    productId: z.string().min(1),
    productIdChild: z.string().min(1).optional(),
  }),
]);
export type TAvailabilityRequestBody = z.infer<typeof ZAvailabilityRequestBody>;

export const ZAvailabilityAnswer = z.discriminatedUnion('disponible', [
  ZTicketAvailability.extend({
    disponible: z.literal(true),
    fecha: ZIsoDate,
    taxAdult: ZProviderPrice,
    taxChild: ZProviderPrice,
    desglose: ZOrderBreakdown,
    total: ZAmount,
  }),
  z.object({
    disponible: z.literal(false),
    message: z.string(),
    fecha: ZIsoDate,
    productId: z.string(),
    productIdChild: z.string(),
  }),
]);
export type TAvailabilityAnswer = z.infer<typeof ZAvailabilityAnswer>;

/** Pre-booking success (status 200, spec §7); `reservaId` is read by GET /api/main/reservas/:id. */
export const ZPreBookAnswer = ZTicketBookingResponse.extend({
  reservaId: z.number().int(),
  status: z.literal('pre_booked'),
  codigoReserva: z.string(),
  producto: z.string(),
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  moneda: ZCurrency,
  desglose: ZOrderBreakdown,
  total: ZAmount,
});
export type TPreBookAnswer = z.infer<typeof ZPreBookAnswer>;

/** Supplier fault while pre-booking: 502, the reservation is kept as failed. */
export const ZPreBookFailure = ZErrorBody.extend({ reservaId: z.number().int() });
export type TPreBookFailure = z.infer<typeof ZPreBookFailure>;
