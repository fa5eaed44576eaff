import { z } from 'zod';

const withDefault = (fallback: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || fallback);

// A base URL may be a root-relative prefix or an absolute origin; a trailing slash would double up.
const baseUrl = (fallback: string) => withDefault(fallback).transform((value) => value.replace(/\/+$/, ''));

// An optional link: blank means none; given, it must be an http(s) address.
const optionalUrl = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional());

const ZEnv = z.object({
  VITE_API_MAIN: baseUrl('/api/main'),
  VITE_API_TICKETS: baseUrl('/api/tickets'),
  VITE_API_HOTELS: baseUrl('/api/hotels'),
  VITE_API_BOOKING: baseUrl('/api/booking'),
  VITE_API_CARS: baseUrl('/api/cars'),
  VITE_API_ASSISTANCE: baseUrl('/api/assistance'),
  VITE_API_UTILITIES: baseUrl('/api/utilities'),
  VITE_API_FLIGHTS: baseUrl('/api/flights'),
  // spec §2 'Verificar Cupos aereos': the agency's spreadsheets; unset, our own quota page
  VITE_FLIGHT_QUOTAS_2025_URL: optionalUrl,
  VITE_FLIGHT_QUOTAS_2026_URL: optionalUrl,
  VITE_COMPANY_NAME: withDefault('Mundo Travel'),
  VITE_CLIENT_ID: withDefault('portal-web'),
  VITE_CLIENT_SECRET: withDefault('portal-web'),
});

export const parseConfig = (env: Record<string, unknown>) => {
  const result = ZEnv.safeParse(env);
  if (!result.success) {
    const invalid = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Configuración inválida, revise: ${invalid}`);
  }
  const e = result.data;
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
