import { describe, expect, it } from 'vitest';
import { createCountryLookup } from './client-country';

const lookup = createCountryLookup('AR');

describe('client country from the offline GeoIP database (spec §7; issue 11, item 14)', () => {
  it.each([
    ['200.48.225.130', 'PE'], // Telefónica del Perú
    ['181.65.0.1', 'PE'],
    ['190.210.1.1', 'AR'],
    ['2800:810::1', 'AR'], // IPv6
    ['::ffff:200.48.225.130', 'PE'], // IPv4 mapped, as Node reports it on a dual stack socket
    ['8.8.8.8', 'US'],
  ])('%s is %s', (ip, country) => expect(lookup(ip)).toEqual({ country, source: 'geoip' }));

  it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', 'no-es-una-ip', ''])(
    '%j is the home country',
    (ip) => expect(lookup(ip)).toEqual({ country: 'AR', source: 'default' }),
  );
});
