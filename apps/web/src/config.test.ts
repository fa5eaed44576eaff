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

  it('names the invalid variables', () => {
    expect(() => parseConfig({ VITE_API_MAIN: 42 })).toThrow(/VITE_API_MAIN/);
  });
});
