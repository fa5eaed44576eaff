import { z } from 'zod';
import { type Check, fail, OK } from '../common/check';
import { ZCode, ZShortText } from '../common/primitives';
import { MESSAGES } from '../messages';

// spec §1 car brands; spec §3 Car location; spec §7 GET locations/ (query brand, destino).
export const CAR_BRANDS = ['AVIS', 'BUDGET'] as const;
export const ZCarBrand = z.enum(CAR_BRANDS);
export type TCarBrand = z.infer<typeof ZCarBrand>;

export const ZCarLocationsQuery = z.object({
  brand: ZCarBrand,
  destino: ZShortText.trim().min(3, MESSAGES.locationSearchMinChars), // spec §5: 3 or more characters
});
export type TCarLocationsQuery = z.infer<typeof ZCarLocationsQuery>;

/**
 * Opening hours per weekday (spec §3 horariosDisponibles), ours: 7 entries, Sunday first, each
 * 'HH:MM-HH:MM' or 'Cerrado'; '00:00-23:59' is open all day.
 */
export const ZOpeningHours = z.array(z.string().regex(/^(\d\d:\d\d-\d\d:\d\d|Cerrado)$/)).length(7);

export const ZCarLocation = z.object({
  codigoLocalizacion: ZCode,
  nombreLugar: ZShortText,
  pais: ZShortText,
  ciudad: ZShortText,
  direccion: ZShortText,
  codigoPais: z.string().length(2),
  esAeropuerto: z.boolean(),
  horariosDisponibles: ZOpeningHours,
  brand: ZCarBrand,
});
export type TCarLocation = z.infer<typeof ZCarLocation>;
export const ZCarLocationsResponse = z.array(ZCarLocation);

const weekdayOf = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`).getUTCDay();

/** The office is open at that local date and 'HH:MM' (spec §7 reservar: both offices open at the chosen times). */
export const officeOpenAt = (hours: readonly string[], isoDate: string, time: string): boolean => {
  const day = hours[weekdayOf(isoDate)];
  if (!day || day === 'Cerrado') return false;
  const [from, to] = day.split('-') as [string, string];
  return time >= from && time <= to;
};

export const checkOfficeOpen = (
  office: Pick<TCarLocation, 'horariosDisponibles'>,
  isoDate: string,
  time: string,
  field: string,
): Check => (officeOpenAt(office.horariosDisponibles, isoDate, time) ? OK : fail('carOfficeClosed', field));

// spec §7 GET terms (query brand, countryCode)
export const ZCarTermsQuery = z.object({ brand: ZCarBrand, countryCode: z.string().regex(/^[A-Za-z]{2}$/) });
export const ZCarTermsResponse = z.object({
  brand: ZCarBrand,
  countryCode: z.string(),
  terms: z.string(),
  /** ours: the minimum driver age the terms ask (spec §9: 18, or 21 with the flag) */
  edadMinima: z.number().int().min(18).max(30),
});
export type TCarTermsResponse = z.infer<typeof ZCarTermsResponse>;
