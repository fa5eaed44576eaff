import { z } from 'zod';
import {
  ZFailedSuppliers,
  ZId,
  ZIdLike,
  zOmittable,
  zOptional,
  ZProviderPrice,
  ZShortText,
} from '../common/primitives';
import { ZRooming, ZStayRange } from '../common/rooming';
import { ZPassenger } from '../passenger';
import { ZReservationStatus } from '../reservations/reservation-status';
import { ZHotel } from './hotel-avail';

// The third wholesale provider (spec §1, §2, §7): a bedbank searched by IATA city code with a
// free-text destination and stars 1-5; POST hoteldispo/ and POST hotelResV2 (proveedor 1).

/** The cities the portal suggests for the free-text destination; the supplier may know more. */
export const THIRD_PROVIDER_DESTINATIONS = [
  { iata: 'MIA', ciudad: 'Miami', pais: 'Estados Unidos' },
  { iata: 'ORL', ciudad: 'Orlando', pais: 'Estados Unidos' },
  { iata: 'NYC', ciudad: 'Nueva York', pais: 'Estados Unidos' },
  { iata: 'LAS', ciudad: 'Las Vegas', pais: 'Estados Unidos' },
  { iata: 'CUN', ciudad: 'Cancún', pais: 'México' },
  { iata: 'MEX', ciudad: 'Ciudad de México', pais: 'México' },
  { iata: 'PUJ', ciudad: 'Punta Cana', pais: 'República Dominicana' },
  { iata: 'AUA', ciudad: 'Aruba', pais: 'Aruba' },
  { iata: 'HAV', ciudad: 'La Habana', pais: 'Cuba' },
  { iata: 'RIO', ciudad: 'Río de Janeiro', pais: 'Brasil' },
  { iata: 'SAO', ciudad: 'San Pablo', pais: 'Brasil' },
  { iata: 'FLN', ciudad: 'Florianópolis', pais: 'Brasil' },
  { iata: 'SSA', ciudad: 'Salvador de Bahía', pais: 'Brasil' },
  { iata: 'BUE', ciudad: 'Buenos Aires', pais: 'Argentina' },
  { iata: 'BRC', ciudad: 'Bariloche', pais: 'Argentina' },
  { iata: 'MDZ', ciudad: 'Mendoza', pais: 'Argentina' },
  { iata: 'SCL', ciudad: 'Santiago de Chile', pais: 'Chile' },
  { iata: 'LIM', ciudad: 'Lima', pais: 'Perú' },
  { iata: 'MAD', ciudad: 'Madrid', pais: 'España' },
  { iata: 'BCN', ciudad: 'Barcelona', pais: 'España' },
  { iata: 'PAR', ciudad: 'París', pais: 'Francia' },
  { iata: 'ROM', ciudad: 'Roma', pais: 'Italia' },
] as const;

export const ZHotelDispoRequest = z.object({
  /** upper case: the portal sends the code of the city picked (THIRD_PROVIDER_DESTINATIONS) */
  destinoIATA: z.string().regex(/^[A-Z]{3}$/, 'El destino debe ser un código IATA de 3 letras'),
  /** what the agent typed or picked, kept for display */
  destino: zOptional(ZShortText),
  stayRange: ZStayRange,
  roomCriteriaList: z.array(ZRooming).min(1).max(3),
  /** 0 or absent: every category; 1-5 stars otherwise */
  starQuantity: zOptional(z.number().int().min(0).max(5)),
  idUWS: ZId,
  idUsuarioReservo: zOptional(ZId),
  isAgenteAS: z.boolean(),
});
export type THotelDispoRequest = z.infer<typeof ZHotelDispoRequest>;

/** Hotels in the spec's hotel shape (spec §3 Hotel / Room): each room's `informacionRsrv` books it. */
export const ZHotelDispoResponse = z.object({ hoteles: z.array(ZHotel), failedSuppliers: ZFailedSuppliers });
export type THotelDispoResponse = z.infer<typeof ZHotelDispoResponse>;

/** One room per call: the room's `informacionRsrv` from hoteldispo/ and its passengers. */
export const ZHotelResV2Request = z.object({
  informacionRsrv: z.unknown(),
  pasajeros: z.array(ZPassenger).min(1).max(20),
  proveedor: z.literal(1),
  /** the rate the portal showed: a different one is refused (the price changed) */
  tarifa: zOmittable(ZProviderPrice.optional()),
  idUsuarioReservo: ZId,
  idUWS: ZId,
  idEntidad: zOptional(ZId),
  hotelID: zOmittable(ZIdLike.optional()),
});
export type THotelResV2Request = z.infer<typeof ZHotelResV2Request>;

export const ZHotelResV2Response = z.object({
  /** ours: the summary page reads it (resumen?id=) */
  reservationId: z.string(),
  status: ZReservationStatus,
  /** the provider's confirmation number */
  codigoReserva: z.string(),
});
export type THotelResV2Response = z.infer<typeof ZHotelResV2Response>;
