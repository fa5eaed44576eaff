import { describe, expect, it } from 'vitest';
import { isPeru, showsArgentineCountryTaxes, ZCountryLookup } from './country';

describe("the client's country, compared with 'PE' (spec §7)", () => {
  it('shows the Argentine country taxes to every agency but a Peruvian one', () => {
    expect(showsArgentineCountryTaxes('AR')).toBe(true);
    expect(showsArgentineCountryTaxes('US')).toBe(true);
    expect(showsArgentineCountryTaxes(undefined)).toBe(true); // a session from before the lookup
    expect(showsArgentineCountryTaxes('PE')).toBe(false);
    expect(isPeru('pe')).toBe(false); // ISO codes are upper case, as the lookup answers them
  });

  it('answers a two-letter code and where it came from', () => {
    expect(ZCountryLookup.safeParse({ country: 'PE', source: 'geoip' }).success).toBe(true);
    expect(ZCountryLookup.safeParse({ country: 'Perú', source: 'geoip' }).success).toBe(false);
  });
});
