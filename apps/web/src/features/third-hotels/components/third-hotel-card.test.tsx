import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { THotel, THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { renderWithMantine } from '../../../test/render';
import { ThirdHotelCard } from './third-hotel-card';

// issue 29, item 14: the third provider's rooms show venta + IVA + gasto administrativo, so its
// 'Desde' is the cheapest of those the agent can book (it was the bare sale rate, below every room).
const room = (roomName: string, venta: number, iva: number, nonRefundable = false): THotelRoom => ({
  roomName,
  regimen: 'Solo alojamiento',
  tarifa: { venta, iva, gastoAdministrativo: 35, moneda: 'USD' },
  proveedor: 1,
  informacionRsrv: 'v1.token',
  politicaCancelacion: { nonRefundable },
});
const hotel: THotel = {
  hotelName: 'Hotel Faena',
  hotelID: 'TP-1',
  award: 5,
  habitaciones: [room('Deluxe', 500, 105), room('Estándar', 400, 84), room('Promo', 300, 63, true)],
};
const fromOf = () => screen.getByText('Desde').nextElementSibling?.textContent?.replace(/\s/g, ' ');

const renderAs = (isAgenteAS: boolean) =>
  renderWithMantine(
    <ThirdHotelCard
      hotel={hotel}
      isAgenteAS={isAgenteAS}
      searchedOf={() => 'Habitación 1'}
      onPick={vi.fn()}
      onPolicies={vi.fn()}
    />,
  );

describe("ThirdHotelCard's 'Desde'", () => {
  it('is the cheapest room as its rooms price it: 400 + 84 + 35, for another agent', () => {
    renderAs(false);
    expect(fromOf()).toBe('US$ 519,00');
  });

  it('counts the non-refundable room for an AS agent: 300 + 63 + 35', () => {
    renderAs(true);
    expect(fromOf()).toBe('US$ 398,00');
  });
});
