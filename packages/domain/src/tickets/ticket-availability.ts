import { z } from 'zod';
import {
  ZAmount,
  ZCode,
  ZCurrency,
  ZId,
  ZIsoDate,
  zOmittable,
  zOmittableFields,
  zOptional,
  ZProviderPrice,
  ZShortText,
} from '../common/primitives';
import { ZOrderBreakdown } from '../orders/order-summary';
import { MESSAGES } from '../messages';
import { zCountParam } from './count-param';

// spec §7 POST tickets/disponibilidad-ticket(-california): query in, adults, childs.
const count = (message: string) => zCountParam(message, 0, 10);

export const ZTicketAvailabilityQuery = z.object({
  in: ZIsoDate,
  adults: count(MESSAGES.adultsRange0to10),
  childs: count(MESSAGES.minorsRange),
});
export type TTicketAvailabilityQuery = z.infer<typeof ZTicketAvailabilityQuery>;

/** spec §6: availability calls carry the user and UWS ids; the server books by the token's. */
const ZCallerIds = { idUsuarioReservo: zOptional(ZId), idUWS: zOptional(ZId) };

/** The body names the chosen offer. */
const ZTicketAvailabilityBody = z.object({
  codeAdult: ZCode,
  codeChild: ZCode,
  durationDays: z.number().int().min(0).max(10),
  ...ZCallerIds,
});

// spec §3 Ticket availability payload. An unavailable ticket is answered with an error
// ('El ticket seleccionado no esta disponible'), so status is always 'Active'.
export const ZTicketAvailability = z.object({
  durationDays: z.number().int().min(0).max(10),
  moneda: ZCurrency,
  nombre: z.string(),
  productId: z.string(),
  productIdChild: z.string(),
  productName: z.string(),
  tarifaAdulto: ZAmount, // per adult
  tarifaChild: ZAmount, // per minor
  status: z.literal('Active'),
});

/** The body names the chosen offer (codes), or is the spec §3 availability payload itself. */
export const ZTicketAvailabilityRequest = z.union([
  ZTicketAvailabilityBody,
  z.object({
    ...zOmittableFields(ZTicketAvailability.shape),
    ...ZCallerIds,
    nombre: zOmittable(ZShortText.optional()),
    productId: ZCode,
    productIdChild: zOmittable(ZCode.optional()),
    productName: zOmittable(ZShortText.optional()),
  }),
]);
export type TTicketAvailabilityRequest = z.infer<typeof ZTicketAvailabilityRequest>;

/**
 * Available: today's per-person prices and the order total the booking's `monto` must be.
 * Sold out: `disponible: false` with 'El ticket seleccionado no esta disponible'.
 */
export const ZTicketAvailabilityAnswer = z.discriminatedUnion('disponible', [
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
export type TTicketAvailabilityAnswer = z.infer<typeof ZTicketAvailabilityAnswer>;
