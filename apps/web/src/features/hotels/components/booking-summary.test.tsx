import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TCartItem } from '@portal/domain/hotels/cart-item';
import { renderWithMantine } from '../../../test/render';
import { BookingSummary } from './booking-summary';

const item: TCartItem = {
  data: {
    roomName: 'Habitación Estándar',
    tarifa: { VENTA: 1863, IVA: 195.62, gastoAdministrativo: 35, moneda: 'USD' },
    proveedor: 1,
    informacionRsrv: 'token',
    politicaCancelacion: { nonRefundable: false },
  },
  hotelID: 'H-1',
  HotelName: 'Hotel Test',
  cantPaxTotal: 2,
  cantAdl: 2,
  cantChl: 0,
  checkin: '2030-07-01',
  checkout: '2030-07-05',
  adultCount: 2,
  childCount: 0,
  childAges: [],
  destino: 'C-ORL',
};

describe('BookingSummary', () => {
  it('shows VAT and the administrative fee on lines of their own, as the resumen does (issue 29, item 15)', () => {
    renderWithMantine(<BookingSummary items={[item]} onRemove={vi.fn()} />);
    const line = (label: string) => screen.getByText(label).closest('[role="listitem"]');
    expect(line('IVA')).toHaveTextContent('US$ 195,62');
    expect(line('Gasto administrativo')).toHaveTextContent('US$ 35,00');
    expect(line('Gasto de reserva')).toHaveTextContent('US$ 35,00');
    // 1863 + 35 + 35 + 195,62
    expect(screen.getByRole('list', { name: 'Total' })).toHaveTextContent('US$ 2.128,62');
  });
});
