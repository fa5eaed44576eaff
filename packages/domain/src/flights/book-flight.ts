import { z } from 'zod';
import { ZCode, ZId, ZIsoDate, zOmittable, zOptional, ZShortText } from '../common/primitives';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ZFlightSegment, ZFlightTarifas } from './search-flights';

// spec §3 Flight selection and Flight booking; spec §7 POST /api/aereos/reservar.
/** The flight chosen: its legs, dates, airports and fares. */
const ZChosenFlight = z.object({
  idTramo: z.number().int(),
  idTramoVuelta: zOmittable(z.number().int().optional()),
  tramos: z.array(ZFlightSegment).min(1).max(2),
  checkin: ZIsoDate,
  checkout: zOmittable(ZIsoDate.optional()),
  aeropuertoIda: ZCode,
  aeropuertoVuelta: zOmittable(ZCode.optional()),
  destino: ZShortText,
  /** per passenger, the round trip's; a booking's are priced again by the server (pricing/flights) */
  tarifas: ZFlightTarifas,
});

export const ZFlightSelection = ZChosenFlight.extend({
  adultos: z.number().int().min(0).max(10), // tarifas are multiplied by them
});
export type TFlightSelection = z.infer<typeof ZFlightSelection>;

export const ZFlightBookingRequest = ZChosenFlight.extend({
  idUWS: ZId,
  idUsuarioReservo: ZId,
  pasajeros: z.array(ZPassenger).min(1).max(10),
  idEntidad: zOptional(ZId),
  /** ours: the total the agent was shown (fare × adults + 35, + 2.2 %); a different one is refused */
  monto: zOptional(z.number().finite()),
});
export type TFlightBookingRequest = z.infer<typeof ZFlightBookingRequest>;

export const ZFlightBookingResponse = z.object({
  disponible: z.boolean(),
  notas: z.string(),
  reservationId: z.string().optional(),
  status: ZReservationStatus.optional(),
});
export type TFlightBookingResponse = z.infer<typeof ZFlightBookingResponse>;
