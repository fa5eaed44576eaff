import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSession } from '@/shared/auth/session-cookie';
import { useAuthStore } from '@/shared/auth/auth-store';
import { renderWithMantine } from '../../../test/render';
import { nonRefundable, testHotel, testRoom } from '../model/test-rooms';
import { HotelCard } from './hotel-card';

// issue 29, item 14: the multi-provider card's 'Desde' is the cheapest sale rate (spec §4) the
// agent can book: a non-refundable one counts for AS agents only.
const hotel = testHotel([
  testRoom({ roomName: 'Doble', tarifa: { VENTA: 1863, IVA: 195.62, moneda: 'USD' } }),
  nonRefundable({ roomName: 'Doble no reembolsable', tarifa: { VENTA: 1500.5, IVA: 157.55, moneda: 'USD' } }),
  testRoom({ roomName: 'Suite', tarifa: { VENTA: 2400, IVA: 252, moneda: 'USD' } }),
]);
const fromOf = () => screen.getByText('Desde').nextElementSibling?.textContent?.replace(/\s/g, ' ');

const renderAs = (isAgenteAS: boolean) => {
  useAuthStore.setState({ user: { isAgenteAS } as TSession });
  renderWithMantine(
    <HotelCard
      hotel={hotel}
      searched={[{ numbers: [1], room: { adults: 2, childAges: [] } }]}
      roomState={() => ({ disabled: false })}
      onAdd={vi.fn()}
      onPolicies={vi.fn()}
    />,
  );
};

afterEach(() => useAuthStore.setState({ user: null }));

describe("HotelCard's 'Desde'", () => {
  it('is the non-refundable rate for an AS agent', () => {
    renderAs(true);
    expect(fromOf()).toBe('US$ 1.500,50');
  });

  it('is the cheapest refundable rate for another agent', () => {
    renderAs(false);
    expect(fromOf()).toBe('US$ 1.863,00');
  });
});
