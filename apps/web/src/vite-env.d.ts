/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_MAIN?: string;
  readonly VITE_API_TICKETS?: string;
  readonly VITE_API_HOTELS?: string;
  readonly VITE_API_BOOKING?: string;
  readonly VITE_API_CARS?: string;
  readonly VITE_API_ASSISTANCE?: string;
  readonly VITE_API_UTILITIES?: string;
  readonly VITE_API_FLIGHTS?: string;
  readonly VITE_FLIGHT_QUOTAS_2025_URL?: string;
  readonly VITE_FLIGHT_QUOTAS_2026_URL?: string;
  readonly VITE_COMPANY_NAME?: string;
  readonly VITE_CLIENT_ID?: string;
  readonly VITE_CLIENT_SECRET?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
