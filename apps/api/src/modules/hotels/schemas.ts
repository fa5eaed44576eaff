import { z } from 'zod';
import {
  ZCitiesZonesResponse,
  ZConfirmedHotelReservation,
  ZHotelAvailResponse,
  ZReservaIdMapping,
  ZReservateRequest,
  ZReservationEntry,
} from '@portal/domain';

// Route schemas of /api/booking. Requests are the domain's (spec §3); the answers add what
// the portal was promised on top of the domain shapes.

// The catalogue answer is the domain's (string ids unique across cities, zones and hotels).
export const ZCatalogueAnswer = ZCitiesZonesResponse;

export const PROVIDER_STATES = ['ok', 'error', 'timeout', 'desactivado'] as const;
export const ZProviderState = z.object({
  proveedor: z.enum(['Omnibees', 'Prestige', 'HBSI']),
  estado: z.enum(PROVIDER_STATES),
  ms: z.number().int().min(0),
});
export const ZAvailAnswer = ZHotelAvailResponse.extend({ proveedores: z.array(ZProviderState) });
export type TAvailAnswer = z.infer<typeof ZAvailAnswer>;

// The 4th room must get the cart message, not zod's: the service checks the maximum.
export const ZReservateBody = ZReservateRequest.extend({
  reservationsList: z.array(ZReservationEntry).min(1).max(10),
});

export const ZConfirmedRoom = ZConfirmedHotelReservation.extend({ reservaId: z.number().int() });
export type TConfirmedRoom = z.infer<typeof ZConfirmedRoom>;

export const ZReservateAnswer = z.object({
  reservaIdMapping: ZReservaIdMapping.optional(),
  notificationMessages: z.array(z.string()).optional(),
  Prestige: z.array(ZConfirmedRoom).optional(),
  Omnibees: z.array(ZConfirmedRoom).optional(),
  HBSIS: z.array(ZConfirmedRoom).optional(),
});
export type TReservateAnswer = z.infer<typeof ZReservateAnswer>;
