import { describe, expect, it } from 'vitest';
import { flightTripFare } from './search-flights';

describe('a round trip fare per adult (spec §3 tarifas per segment)', () => {
  it('adds the outbound and return legs, each its sumaTotal', () => {
    const leg = (sumaTotal: number) => ({ tarifas: { sumaTotal, venta: 1, iva: 0, moneda: 'USD' as const } });
    expect(flightTripFare(leg(412.5), leg(398.25))).toBe(81075);
    expect(flightTripFare(leg(412.5))).toBe(41250);
  });
});
