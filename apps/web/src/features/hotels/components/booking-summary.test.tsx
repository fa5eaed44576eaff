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
  it('names the IVA line for what it holds: VAT and the administrative fee (issue 11, item 4)', () => {
    renderWithMantine(<BookingSummary items={[item]} onRemove={vi.fn()} />);
    // 195,62 + 35
    const line = screen.getByText('IVA y gasto administrativo').closest('[role="listitem"]');
    expect(line).toHaveTextContent('US$ 230,62');
  });
});
