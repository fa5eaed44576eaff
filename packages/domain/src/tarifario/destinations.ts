import { z } from 'zod';

// spec §3 Tarifario destinations; spec §7 GET /destinos-tarifarios-htls (cached 24 h).
export const ZTarifarioPais = z.object({ id: z.number().int(), nombre: z.string() });
export const ZTarifarioZona = z.object({
  id: z.number().int(),
  nombre: z.string(),
  pais_id: z.number().int(),
});
export const ZTarifarioDestinationsResponse = z.object({
  data: z.object({ destinos: z.object({ paises: z.array(ZTarifarioPais), zonas: z.array(ZTarifarioZona) }) }),
});
export type TTarifarioDestinationsResponse = z.infer<typeof ZTarifarioDestinationsResponse>;

/** Argentina's zones are domestic: the hotels banner says 'IVA incluido' (spec §2). */
export const ARGENTINA_NAMES = ['argentina', 'ar'] as const;
export const isDomesticCountry = (nombre: string): boolean =>
  (ARGENTINA_NAMES as readonly string[]).includes(nombre.trim().toLowerCase());
