import { isIP } from 'node:net';
import geoip from 'geoip-country';
import type { TCountryLookup } from '@portal/domain';

/**
 * spec §7's country lookup, answered here from an offline GeoIP database (the geoip-country
 * package, MaxMind GeoLite2 data shipped with it): no call leaves the server. The address is
 * the request's, which `TRUST_PROXY` decides (a forwarded address only from a trusted proxy).
 * A private, loopback or unknown address is the agency's home country.
 */
export function createCountryLookup(defaultCountry: string) {
  return (ip: string): TCountryLookup => {
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    const found = isIP(address) ? geoip.lookup(address)?.country : undefined;
    return found && /^[A-Z]{2}$/.test(found)
      ? { country: found, source: 'geoip' }
      : { country: defaultCountry, source: 'default' };
  };
}
