import { z } from 'zod';
import { ZAmount, ZCode, ZCurrency, ZHhmm, ZIsoDate, zOmittable, ZShortText } from '../common/primitives';
import type { Cents } from '../money';
import { parseProviderPrice } from '../money-price';
import { flightFare } from '../pricing/flights';
import { MESSAGES } from '../messages';

// spec §3 Flight segment; spec §7 GET /api/aereos/destinos, GET api/aereos/disponibilidad.
export const ZFlightDestination = z.object({
  codigo: ZCode,
  nombre: ZShortText,
  cupo: z.number().int().min(0),
});
export const ZFlightDestinationsResponse = z.array(ZFlightDestination);
export type TFlightDestination = z.infer<typeof ZFlightDestination>;

export const ZFlightSearchQuery = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  destino: ZCode.min(1, MESSAGES.destinationRequired),
  ocupacion: z.coerce
    .number({ error: MESSAGES.adultsRange0to10 })
    .int({ error: MESSAGES.adultsRange0to10 })
    .min(0, { error: MESSAGES.adultsRange0to10 })
    .max(10, { error: MESSAGES.adultsRange0to10 })
    .default(2),
});
export type TFlightSearchQuery = z.infer<typeof ZFlightSearchQuery>;

export const ZFlightTarifas = z.object({
  sumaTotal: ZAmount, // per passenger
  venta: ZAmount,
  iva: ZAmount,
  costo: zOmittable(ZAmount.optional()),
  moneda: ZCurrency,
  tipo: zOmittable(ZCode.optional()),
  pax: zOmittable(z.number().int().optional()),
  gastoAdministrativo: zOmittable(ZAmount.optional()),
  tipoIva: zOmittable(ZCode.optional()),
  alicuota: zOmittable(z.number().optional()),
  tipoCambio: zOmittable(z.number().optional()),
  dia: zOmittable(ZCode.optional()),
  tasa: zOmittable(ZAmount.optional()),
  afip: zOmittable(ZAmount.optional()),
  afip2: zOmittable(ZAmount.optional()),
});
export type TFlightTarifas = z.infer<typeof ZFlightTarifas>;

export const ZFlightSegment = z.object({
  idTramo: z.number().int(),
  origen: ZCode,
  destino: ZCode,
  fechaSalida: ZIsoDate,
  horaSalida: ZHhmm, // number hhmm
  fechaLlegada: ZIsoDate,
  horaLlegada: ZHhmm,
  clase: ZCode,
  descripcion: ZShortText,
  asientosDisponibles: z.number().int().min(0),
  comparador: z.union([ZCode, z.number()]), // groups the outbound and return legs
  idRuta: zOmittable(z.number().int().optional()),
  aerolinea: zOmittable(ZShortText.optional()),
  numeroVuelo: zOmittable(ZCode.optional()),
  tarifas: ZFlightTarifas,
});
export type TFlightSegment = z.infer<typeof ZFlightSegment>;
export const ZFlightSearchResponse = z.array(ZFlightSegment);

/** Groups legs by comparador: the earliest departure is the outbound leg, the next one the return. */
export const groupFlightLegs = (segments: readonly TFlightSegment[]) => {
  const groups = new Map<string, TFlightSegment[]>();
  for (const s of segments)
    groups.set(String(s.comparador), [...(groups.get(String(s.comparador)) ?? []), s]);
  return [...groups.values()].map((legs) => {
    const sorted = [...legs].sort((a, b) =>
      a.fechaSalida === b.fechaSalida ? a.horaSalida - b.horaSalida : a.fechaSalida < b.fechaSalida ? -1 : 1,
    );
    return { ida: sorted[0] as TFlightSegment, vuelta: sorted[1] };
  });
};

/** A round trip's fare per adult: the outbound leg's plus the return's (each leg is priced in its tarifas). */
export const flightTripFare = (
  ida: Pick<TFlightSegment, 'tarifas'>,
  vuelta?: Pick<TFlightSegment, 'tarifas'>,
): Cents =>
  [ida, vuelta].reduce((sum, leg) => (leg ? sum + flightFare(parseProviderPrice(leg.tarifas)) : sum), 0);

// ours: the quota page ('Verificar Cupos aereos'): every block with seats left per date, the
// agent's answer to "where is there room?" (GET api/aereos/cupos?anio=)
export const ZFlightQuotaQuery = z.object({
  anio: zOmittable(z.coerce.number().int().min(2020).max(2100).optional()),
});
export const ZFlightQuotaBlock = z.object({
  comparador: z.union([ZCode, z.number()]),
  idRuta: z.number().int(),
  aerolinea: ZShortText,
  numeroVuelo: ZCode,
  origen: ZCode,
  destino: ZCode,
  destinoNombre: ZShortText,
  fechaSalida: ZIsoDate,
  fechaRegreso: ZIsoDate.optional(),
  noches: z.number().int().min(0),
  asientos: z.number().int().min(0),
  asientosDisponibles: z.number().int().min(0),
  /** fare per adult of the round trip, USD */
  tarifa: ZAmount,
});
export type TFlightQuotaBlock = z.infer<typeof ZFlightQuotaBlock>;
export const ZFlightQuotaResponse = z.array(ZFlightQuotaBlock);
