import { describe, expect, it } from 'vitest';
import { parseConfig } from './config';

describe('parseConfig', () => {
  it('defaults every service to the prefixes of the architecture page', () => {
    const config = parseConfig({});
    expect(config.api).toEqual({
      main: '/api/main',
      tickets: '/api/tickets',
      hotels: '/api/hotels',
      booking: '/api/booking',
      cars: '/api/cars',
      assistance: '/api/assistance',
      utilities: '/api/utilities',
      flights: '/api/flights',
      admin: '/api/admin',
    });
    expect(config).toMatchObject({
      companyName: 'Mundo Travel',
      clientId: 'portal-web',
      clientSecret: 'portal-web',
    });
  });

  it('takes overrides, ignores blanks and drops trailing slashes', () => {
    const config = parseConfig({ VITE_API_CARS: 'https://cars.example.com/v1/', VITE_COMPANY_NAME: '  ' });
    expect(config.api.cars).toBe('https://cars.example.com/v1');
    expect(config.companyName).toBe('Mundo Travel');
  });

  it('takes the quota spreadsheets when given, none otherwise', () => {
    expect(parseConfig({}).flightQuotaUrls).toEqual({ 2025: undefined, 2026: undefined });
    const config = parseConfig({
      VITE_FLIGHT_QUOTAS_2025_URL: ' ',
      VITE_FLIGHT_QUOTAS_2026_URL: 'https://docs.example.com/cupos-2026',
    });
    expect(config.flightQuotaUrls).toEqual({ 2025: undefined, 2026: 'https://docs.example.com/cupos-2026' });
    expect(() => parseConfig({ VITE_FLIGHT_QUOTAS_2025_URL: 'javascript:alert(1)' })).toThrow(
      /VITE_FLIGHT_QUOTAS_2025_URL/,
    );
  });

  it('names the invalid variables', () => {
    expect(() => parseConfig({ VITE_API_MAIN: 42 })).toThrow(/VITE_API_MAIN/);
  });
});
