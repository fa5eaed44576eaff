import type { THotel, THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NO_CRITERIA } from '@/shared/results/refine-results';
import { useRefinedHotels } from './use-refined-hotels';

// Hand-written hotels of the providers' shape (spec §3): sale rates in USD.
const room = (venta: number, regimen: string, nonRefundable = false) =>
  ({
    roomName: `${regimen} ${venta}`,
    regimen,
    tarifa: { VENTA: venta, moneda: 'USD' },
    politicaCancelacion: { nonRefundable },
  }) as THotelRoom;
const hotel = (name: string, rooms: THotelRoom[]) =>
  ({ HotelName: name, hotelID: name, award: 4, habitaciones: rooms }) as THotel;

const FOUND = [
  { provider: 'Omnibees', hotel: hotel('Caro', [room(900, 'Solo alojamiento'), room(950, 'Desayuno')]) },
  { provider: 'Prestige', hotel: hotel('Barato', [room(300, 'Solo alojamiento')]) },
  // its cheapest rate cannot be refunded: a non-AS agent cannot book it, so it is not its price
  { provider: 'Prestige', hotel: hotel('Medio', [room(100, 'Desayuno', true), room(500, 'Desayuno')]) },
];
const names = (list: { hotel: THotel }[]) => list.map((f) => f.hotel.HotelName);

describe('useRefinedHotels (issue 29, item 18)', () => {
  it('without criteria keeps the hotels as found, and offers what they have', () => {
    const { result } = renderHook(() => useRefinedHotels(FOUND, false));
    expect(result.current.refined).toBe(FOUND);
    expect(result.current.toolbar.optionsOf().boards.map((b) => b.value)).toEqual([
      'Desayuno',
      'Solo alojamiento',
    ]);
    expect(result.current.toolbar.optionsOf().suppliers).toEqual(['Omnibees', 'Prestige']);
  });

  it('a board keeps the hotels with such rates, only those rates, sorted by the bookable price', () => {
    const { result } = renderHook(() => useRefinedHotels(FOUND, false));
    act(() => result.current.toolbar.onChange({ ...NO_CRITERIA, board: 'Desayuno', sort: 'precio-asc' }));
    expect(names(result.current.refined)).toEqual(['Medio', 'Caro']);
    expect(result.current.refined[1]!.hotel.habitaciones.map((r) => r.roomName)).toEqual(['Desayuno 950']);
    expect(result.current.toolbar.matching).toBe(2);
  });

  it('clearing the filters but not the sort lists every hotel again, with all its rates', () => {
    const { result } = renderHook(() => useRefinedHotels(FOUND, false));
    act(() => result.current.toolbar.onChange({ ...NO_CRITERIA, board: 'Desayuno', sort: 'precio-asc' }));
    act(() => result.current.toolbar.onChange({ ...NO_CRITERIA, sort: 'precio-asc' }));
    expect(names(result.current.refined)).toEqual(['Barato', 'Medio', 'Caro']);
    expect(result.current.refined[2]!.hotel.habitaciones).toHaveLength(2);
    act(() => result.current.toolbar.onChange({ ...NO_CRITERIA }));
    expect(names(result.current.refined)).toEqual(['Caro', 'Barato', 'Medio']);
  });
});
