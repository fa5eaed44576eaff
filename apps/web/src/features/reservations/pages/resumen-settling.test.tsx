import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReservationDetail } from '@portal/domain/reservations/reservation-list';
import { renderWithMantine } from '../../../test/render';
import { ResumenPage } from './resumen-page';

// issue 29, item 4: a booking whose supplier answer was lost is shown on its resumen as
// 'being verified', asked again until reconciliation settles it, then what the supplier said.
const row = (status: TReservationDetail['status'], supplierRef: string | null): TReservationDetail => ({
  id: 57,
  module: 'hotels',
  supplier: 'OMNIBEES',
  supplierRef,
  status,
  idEntidad: null,
  productName: 'Hotel Uno - Doble estándar',
  checkin: '2027-10-20',
  checkout: '2027-10-23',
  currency: 'USD',
  breakdown: { tarifa: 900, gastoReserva: 35, gastoAdmin: 35, iva: 189, pais: 0, rg4815: 0, rg5272: 0 },
  total: 1159,
  passengers: [],
  errorMessage: null,
  createdAt: '2026-11-23T12:00:00.000Z',
  updatedAt: '2026-11-23T12:00:01.000Z',
  entidad: null,
  history: [],
  cancelacion: {
    cancelable: false,
    motivo: null,
    penalidad: 0,
    moneda: 'USD',
    gratisHasta: null,
    politica: '',
  },
  penalidadCobrada: null,
});

const renderResumen = () => {
  const router = createMemoryRouter([{ path: '/resumen', element: <ResumenPage /> }], {
    initialEntries: [{ pathname: '/resumen', search: '?id=57', state: { verifying: { reservaIds: [57] } } }],
  });
  return renderWithMantine(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

/** The detail answers each given row in turn, then the last one again. */
const detailAnswers = (...rows: TReservationDetail[]) => {
  let call = 0;
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => new Response(JSON.stringify(rows[Math.min(call++, rows.length - 1)])));
};

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('ResumenPage of a booking whose outcome is being verified', () => {
  it('says it is being verified, asks again, then shows the supplier confirmed it and stops asking', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = detailAnswers(row('unknown', null), row('unknown', null), row('confirmed', 'OMB-9'));
    renderResumen();
    expect(await screen.findByText('Reserva en verificación')).toBeInTheDocument();
    expect(screen.getByText('A confirmar con el proveedor')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(3000);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(screen.getByText('Reserva en verificación')).toBeInTheDocument();

    await vi.advanceTimersByTimeAsync(3000);
    expect(await screen.findByText('El proveedor confirmó la reserva.')).toBeInTheDocument();
    expect(screen.getByText('Confirmada')).toBeInTheDocument();
    expect(screen.getByText('OMB-9')).toBeInTheDocument();
    expect(screen.queryByText('Reserva en verificación')).toBeNull();

    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('says it was not made when the supplier does not hold it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    detailAnswers(row('unknown', null), row('failed', null));
    renderResumen();
    expect(await screen.findByText('Reserva en verificación')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(3000);
    expect(
      await screen.findByText('El proveedor no tomó la reserva: no se realizó y puede reservar de nuevo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No realizada')).toBeInTheDocument();
  });
});
