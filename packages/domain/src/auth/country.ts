import { z } from 'zod';

// spec §7: the portal looks up the client's country and compares it with 'PE'. The portal
// serves Argentine agencies and a Peruvian one; what an Argentine agency is shown of the
// Argentine country taxes (Percepción RG 4815, Impuesto PAIS Ley 27.541) does not apply to
// a Peruvian agency, which is not shown them. Totals never include them (spec §9).
export const PERU = 'PE';

/** ISO 3166-1 alpha-2, as the GeoIP database answers it. */
export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/);

export const ZCountryLookup = z.object({
  country: ZCountryCode,
  /** 'geoip': from the client's address; 'default': the address is private or unknown */
  source: z.enum(['geoip', 'default']),
});
export type TCountryLookup = z.infer<typeof ZCountryLookup>;

export const isPeru = (country: string | null | undefined): boolean => country === PERU;

/** The Argentine country taxes are shown to everyone but a Peruvian agency. */
export const showsArgentineCountryTaxes = (country: string | null | undefined): boolean => !isPeru(country);
