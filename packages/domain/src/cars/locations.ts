import { z } from 'zod';
import { MESSAGES } from '../messages';

// spec §1 car brands; spec §3 Car location; spec §7 GET locations/ (query brand, destino).
export const CAR_BRANDS = ['AVIS', 'BUDGET'] as const;
export const ZCarBrand = z.enum(CAR_BRANDS);
export type TCarBrand = z.infer<typeof ZCarBrand>;

export const ZCarLocationsQuery = z.object({
  brand: ZCarBrand,
  destino: z.string().trim().min(3, MESSAGES.locationSearchMinChars), // spec §5: 3 or more characters
});
export type TCarLocationsQuery = z.infer<typeof ZCarLocationsQuery>;

export const ZCarLocation = z.object({
  codigoLocalizacion: z.string(),
  nombreLugar: z.string(),
  pais: z.string(),
  ciudad: z.string(),
  direccion: z.string(),
  codigoPais: z.string(),
  esAeropuerto: z.boolean(),
  horariosDisponibles: z.array(z.string()),
  brand: ZCarBrand,
});
export type TCarLocation = z.infer<typeof ZCarLocation>;
export const ZCarLocationsResponse = z.array(ZCarLocation);

// spec §7 GET terms (query brand, countryCode)
export const ZCarTermsQuery = z.object({ brand: ZCarBrand, countryCode: z.string().length(2) });
export const ZCarTermsResponse = z.object({ brand: ZCarBrand, countryCode: z.string(), terms: z.string() });
export type TCarTermsResponse = z.infer<typeof ZCarTermsResponse>;
