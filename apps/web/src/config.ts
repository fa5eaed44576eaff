// Checked by hand, not with zod: this runs in the portal's entry, and zod would put ~26 KB gzip
// in front of the first screen (issue 19). Each reader returns the value or INVALID.
const INVALID = Symbol('invalid');
type Reader<T> = (value: unknown) => T | typeof INVALID;

const text = (value: unknown): string | undefined | typeof INVALID => {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value.trim() : INVALID;
};

const withDefault =
  (fallback: string): Reader<string> =>
  (value) => {
    const given = text(value);
    return given === INVALID ? INVALID : given || fallback;
  };

// A base URL may be a root-relative prefix or an absolute origin; a trailing slash would double up.
const baseUrl =
  (fallback: string): Reader<string> =>
  (value) => {
    const given = withDefault(fallback)(value);
    return given === INVALID ? INVALID : given.replace(/\/+$/, '');
  };

// An optional link: blank means none; given, it must be an http(s) address.
const optionalUrl: Reader<string | undefined> = (value) => {
  const given = text(value);
  if (given === INVALID || !given) return given || undefined;
  try {
    return /^https?:$/.test(new URL(given).protocol) ? given : INVALID;
  } catch {
    return INVALID;
  }
};

const ENV = {
  VITE_API_MAIN: baseUrl('/api/main'),
  VITE_API_TICKETS: baseUrl('/api/tickets'),
  VITE_API_HOTELS: baseUrl('/api/hotels'),
  VITE_API_BOOKING: baseUrl('/api/booking'),
  VITE_API_CARS: baseUrl('/api/cars'),
  VITE_API_ASSISTANCE: baseUrl('/api/assistance'),
  VITE_API_UTILITIES: baseUrl('/api/utilities'),
  VITE_API_FLIGHTS: baseUrl('/api/flights'),
  VITE_API_ADMIN: baseUrl('/api/admin'),
  // new:product-line: env
  // spec §2 'Verificar Cupos aereos': the agency's spreadsheets; unset, our own quota page
  VITE_FLIGHT_QUOTAS_2025_URL: optionalUrl,
  VITE_FLIGHT_QUOTAS_2026_URL: optionalUrl,
  VITE_COMPANY_NAME: withDefault('Mundo Travel'),
  VITE_CLIENT_ID: withDefault('portal-web'),
  VITE_CLIENT_SECRET: withDefault('portal-web'),
};
type TEnv = { [K in keyof typeof ENV]: Exclude<ReturnType<(typeof ENV)[K]>, typeof INVALID> };

const readEnv = (env: Record<string, unknown>): TEnv => {
  const invalid: string[] = [];
  const read = Object.entries(ENV).map(([name, reader]) => {
    const value = reader(env[name]);
    if (value === INVALID) invalid.push(name);
    return [name, value];
  });
  if (invalid.length) throw new Error(`Configuración inválida, revise: ${invalid.join(', ')}`);
  return Object.fromEntries(read) as TEnv;
};

export const parseConfig = (env: Record<string, unknown>) => {
  const e = readEnv(env);
  return {
    api: {
      main: e.VITE_API_MAIN,
      tickets: e.VITE_API_TICKETS,
      hotels: e.VITE_API_HOTELS,
      booking: e.VITE_API_BOOKING,
      cars: e.VITE_API_CARS,
      assistance: e.VITE_API_ASSISTANCE,
      utilities: e.VITE_API_UTILITIES,
      flights: e.VITE_API_FLIGHTS,
      admin: e.VITE_API_ADMIN,
      // new:product-line: service
    },
    flightQuotaUrls: {
      2025: e.VITE_FLIGHT_QUOTAS_2025_URL,
      2026: e.VITE_FLIGHT_QUOTAS_2026_URL,
    },
    companyName: e.VITE_COMPANY_NAME,
    clientId: e.VITE_CLIENT_ID,
    clientSecret: e.VITE_CLIENT_SECRET,
  } as const;
};

export type TConfig = ReturnType<typeof parseConfig>;
export type ApiService = keyof TConfig['api'];

export const config: TConfig = parseConfig(import.meta.env);
