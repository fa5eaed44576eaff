import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReservationDetail } from '@portal/domain/reservations/reservation-list';
import { renderWithMantine } from '../../../test/render';
import { ResumenPage } from './resumen-page';

// issue 11, item 8: a booking is shown again by its id, so its codes survive a reload.
const typed = `<img src=x onerror="alert(1)"> O'Brien`;
const reservation: TReservationDetail = {
  id: 41,
  module: 'tickets',
  supplier: 'DISNEY',
  supplierRef: 'WDW-7QK2',
  status: 'pre_booked',
  idEntidad: null,
  productName: 'Walt Disney World Base 4 días',
  checkin: '2027-10-20',
  checkout: '2027-10-26',
  currency: 'USD',
  breakdown: { tarifa: 1000, gastoReserva: 35, gastoAdmin: 35, iva: 0, pais: 0, rg4815: 0, rg5272: 0 },
  total: 1070,
  passengers: [
    {
      nombres: typed,
      apellidos: 'Paz',
      dni: '30111222',
      tipoDoc: 'DNI',
      nacionalidad: 'Argentina',
      nacimiento: '1985-05-15',
      edad: 42,
    },
  ],
  errorMessage: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:01.000Z',
  // GET reservas/:id answers Mis reservas' detail (issue 18); the resumen shows part of it
  entidad: null,
  history: [],
  cancelacion: {
    cancelable: true,
    motivo: null,
    penalidad: 0,
    moneda: 'USD',
    gratisHasta: '2027-10-13',
    politica: 'Cancelación sin cargo hasta el 13/10/2027.',
  },
  penalidadCobrada: null,
};

const renderAt = (url: string, state?: unknown) => {
  const router = createMemoryRouter([{ path: '/resumen', element: <ResumenPage /> }], {
    initialEntries: [{ pathname: '/resumen', search: url, state }],
  });
  const client = new QueryClient();
  return renderWithMantine(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

afterEach(() => vi.restoreAllMocks());

describe('ResumenPage', () => {
  it('shows the booking: status, supplier code, passengers as typed (as text), amounts and total', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify(reservation)));
    renderAt('?id=41');
    expect(await screen.findByRole('heading', { name: 'Reserva N° 41' })).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/main/reservas/41');
    expect(screen.getByText('Pre-reservada')).toBeInTheDocument();
    expect(screen.getByText('WDW-7QK2')).toBeInTheDocument();
    expect(screen.getByText(`Paz, ${typed}`)).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText('US$ 1.070,00')).toBeInTheDocument();
    // 12:00 UTC is 09:00 in Buenos Aires
    expect(screen.getByText('23/11/26, 09:00')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver en Mis reservas' })).toHaveAttribute(
      'href',
      '/mis-reservas/41',
    );
  });

  it('shows the confirmation over it when it was just booked; OK leaves the booking on screen', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(reservation)));
    renderAt('?id=41', { booked: { reservaId: 41, codigoReserva: 'WDW-7QK2' } });
    const dialog = await screen.findByRole('dialog', { name: 'Reserva completada' });
    expect(within(dialog).getByRole('link', { name: 'Ver en Mis reservas' })).toHaveAttribute(
      'href',
      '/mis-reservas/41',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { name: 'Reserva N° 41' })).toBeInTheDocument();
  });

  it('says so when the booking is not the user’s or the id is not one', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ message: 'No se encontró la reserva' }), { status: 404 }),
    );
    renderAt('?id=999');
    expect(await screen.findByText('No se encontró la reserva')).toBeInTheDocument();
    renderAt('?id=abc');
    expect(await screen.findByText('La dirección no indica una reserva.')).toBeInTheDocument();
  });
});
