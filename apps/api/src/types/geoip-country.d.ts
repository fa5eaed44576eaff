// geoip-country ships no types; only what we call of it.
declare module 'geoip-country' {
  type Lookup = { country: string; name?: string } | null;
  const geoip: { lookup: (ip: string) => Lookup };
  export default geoip;
}
