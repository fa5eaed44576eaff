import { z } from 'zod';
import { ZCode, ZId, ZIdLike, ZIsoDate, zOptional, ZProviderPrice, ZShortText } from '../common/primitives';
import { CART_MAX_ITEMS } from '../cart';
import { MESSAGES } from '../messages';
import { ZPassenger } from '../passenger';

// spec §3 Reservation request / response; spec §7 POST /api/client/hotels/reservate and
// POST api/hotels/processPendingReservations.
const ZReservationEntry = z.object({
  pasajeros: z.array(ZPassenger).min(1).max(20),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  tokenTV: zOptional(ZShortText),
  idEntidad: zOptional(ZId), // AS agents (spec §6)
  informacionRsrv: z.unknown(),
  proveedor: z.number().int(),
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  hotelName: ZShortText,
  hotelID: ZIdLike,
  tarifa: ZProviderPrice,
  isAgenteAs: z.boolean(),
  isNoReembolsable: z.boolean(),
});
export type TReservationEntry = z.infer<typeof ZReservationEntry>;

export const ZReservateRequest = z.object({
  reservationsList: z.array(ZReservationEntry).min(1).max(CART_MAX_ITEMS, MESSAGES.cartFull), // spec §9
  destino: ZShortText.min(1),
});
export type TReservateRequest = z.infer<typeof ZReservateRequest>;

/** One confirmed room; tarifa also carries TOTAL, alicuota, ImpuestoPais (spec §3). */
const ZConfirmedHotelReservation = z.object({
  tarifa: ZProviderPrice,
  codigoReserva: z.string(),
  detallesAdicionales: z.string().optional(),
  ServiceID: z.union([z.string(), z.number()]).optional(),
  hotel: z.string(),
  checkin: ZIsoDate,
  checkout: ZIsoDate,
  pasajeros: z.array(ZPassenger),
  reservaId: z.number().int(), // our reservation record (GET /api/main/reservas/:id)
});
export type TConfirmedHotelReservation = z.infer<typeof ZConfirmedHotelReservation>;

/** Non-refundable rooms wait for confirmation: reserva id → pending reference. */
const ZReservaIdMapping = z
  .record(z.string().max(20), z.union([ZCode, z.number()]))
  .refine((m) => Object.keys(m).length <= CART_MAX_ITEMS, MESSAGES.cartFull);

export const ZReservateResponse = z.object({
  reservaIdMapping: ZReservaIdMapping.optional(),
  notificationMessages: z.array(z.string()).optional(),
  Prestige: z.array(ZConfirmedHotelReservation).optional(),
  Omnibees: z.array(ZConfirmedHotelReservation).optional(),
  HBSIS: z.array(ZConfirmedHotelReservation).optional(),
});
export type TReservateResponse = z.infer<typeof ZReservateResponse>;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** What a client sends back: 1 to 3 of our reservation ids, each with its pending reference. */
const invalidMapping = { error: MESSAGES.pendingMappingInvalid };
const ZPendingMapping = z
  .record(z.string().regex(/^\d{1,15}$/), z.union([ZCode, z.number()], invalidMapping), invalidMapping)
  .refine((m) => Object.keys(m).length > 0, invalidMapping)
  .refine((m) => Object.keys(m).length <= CART_MAX_ITEMS, MESSAGES.cartFull);

/**
 * Spec §7 sends the pending mapping itself (`{ "16": "PEND-16" }`); our portal wraps it
 * (`{ reservaIdMapping: … }`). Both are taken (issue 29, item 10): a bare mapping is wrapped
 * before it is checked, so the route always reads `reservaIdMapping`.
 */
export const ZProcessPendingRequest = z.preprocess(
  (body) => (isPlainObject(body) && !('reservaIdMapping' in body) ? { reservaIdMapping: body } : body),
  z.object({ reservaIdMapping: ZPendingMapping }, invalidMapping),
);

/** Our own call: the agent declined the rooms waiting for acceptance; they are cancelled. */
export const ZCancelPendingResponse = z.object({ cancelados: z.array(z.number().int()).max(CART_MAX_ITEMS) });
export type TCancelPendingResponse = z.infer<typeof ZCancelPendingResponse>;
export type TProcessPendingRequest = z.infer<typeof ZProcessPendingRequest>;
// its answer is reservate's (ZReservateResponse): the rooms accepted, confirmed or not

/** All confirmed rooms of an answer, in provider order. */
export const confirmedReservationsOf = (r: TReservateResponse): TConfirmedHotelReservation[] => [
  ...(r.Prestige ?? []),
  ...(r.Omnibees ?? []),
  ...(r.HBSIS ?? []),
];
