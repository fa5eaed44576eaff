import { z } from 'zod';
import { ZAmount, ZCurrency, ZHhmm, ZIsoDate } from '../common/primitives';
import { MESSAGES } from '../messages';

// spec §3 Flight segment; spec §7 GET /api/aereos/destinos, GET api/aereos/disponibilidad.
export const ZFlightDestination = z.object({
  codigo: z.string(),
  nombre: z.string(),
  cupo: z.number().int().min(0),
});
export const ZFlightDestinationsResponse = z.array(ZFlightDestination);
export type TFlightDestination = z.infer<typeof ZFlightDestination>;

export const ZFlightSearchQuery = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  destino: z.string().min(1, MESSAGES.destinationRequired),
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
  costo: ZAmount.optional(),
  moneda: ZCurrency,
  tipo: z.string().optional(),
  pax: z.number().int().optional(),
  gastoAdministrativo: ZAmount.optional(),
  tipoIva: z.string().optional(),
  alicuota: z.number().optional(),
  tipoCambio: z.number().optional(),
  dia: z.string().optional(),
  tasa: ZAmount.optional(),
  afip: ZAmount.optional(),
  afip2: ZAmount.optional(),
});
export type TFlightTarifas = z.infer<typeof ZFlightTarifas>;

export const ZFlightSegment = z.object({
  idTramo: z.number().int(),
  origen: z.string(),
  destino: z.string(),
  fechaSalida: ZIsoDate,
  horaSalida: ZHhmm, // number hhmm
  fechaLlegada: ZIsoDate,
  horaLlegada: ZHhmm,
  clase: z.string(),
  descripcion: z.string(),
  asientosDisponibles: z.number().int().min(0),
  comparador: z.union([z.string(), z.number()]), // groups the outbound and return legs
  idRuta: z.number().int().optional(),
  aerolinea: z.string().optional(),
  numeroVuelo: z.string().optional(),
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
