// The destinations DESTSERVICES sells activities and transfers in, found by a key filter the
// way its static-data V2 search does: code, name or country, case and accents ignored.

export type Destination = { code: string; name: string; country: string; countryName: string };

export const DESTINATIONS: readonly Destination[] = [
  { code: 'MCO', name: 'Orlando', country: 'US', countryName: 'Estados Unidos' },
  { code: 'MIA', name: 'Miami', country: 'US', countryName: 'Estados Unidos' },
  { code: 'CUN', name: 'Cancún', country: 'MX', countryName: 'México' },
  { code: 'PUJ', name: 'Punta Cana', country: 'DO', countryName: 'República Dominicana' },
  { code: 'RIO', name: 'Río de Janeiro', country: 'BR', countryName: 'Brasil' },
  { code: 'BUE', name: 'Buenos Aires', country: 'AR', countryName: 'Argentina' },
  { code: 'BRC', name: 'Bariloche', country: 'AR', countryName: 'Argentina' },
  { code: 'MAD', name: 'Madrid', country: 'ES', countryName: 'España' },
];

/** Lower case without accents: 'Cancún' is found as 'canc'. */
export const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** Destinations whose code, name, country code or country name contain the filter; all for an empty one. */
export function searchDestinations(keyFilter: string): Destination[] {
  const k = fold(keyFilter.trim());
  return DESTINATIONS.filter((d) =>
    [d.code, d.name, d.country, d.countryName].some((field) => fold(field).includes(k)),
  );
}

export const destinationOf = (code: string) => DESTINATIONS.find((d) => d.code === code.toUpperCase());

export const wireDestination = (d: Destination) => ({
  destinationCode: d.code,
  destinationName: d.name,
  countryIsoCode: d.country,
  countryName: d.countryName,
});
