import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSession } from '@/shared/auth/auth-store';
import { bookingsMutationCache } from '@/shared/booking/reservation-keys';
import { login } from '../../../test/render-page';
import { detail } from '../model/test-data';
import { ReservationDetailPage } from './reservation-detail-page';

type Call = { method: string; path: string; headers: Record<string, string>; body: unknown };
type Answer = [number, unknown];
/** Answers by 'METHOD /path' (each key a queue whose last answer repeats) and records the calls. */
const mockApi = (routes: Record<string, Answer[]>) => {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://portal').pathname;
    const method = init?.method ?? 'GET';
    calls.push({
      method,
      path,
      headers: init?.headers as never,
      body: init?.body && JSON.parse(String(init.body)),
    });
    const queue = routes[`${method} ${path}`] ?? [[404, { message: 'No se encontró la reserva' }]];
    const next = queue.length > 1 ? queue.shift()! : queue[0]!;
    const [status, body] = next;
    // a PDF answers its bytes, the rest JSON
    return typeof body === 'string' && body.startsWith('%PDF')
      ? new Response(body, { status, headers: { 'Content-Type': 'application/pdf' } })
      : new Response(JSON.stringify(body), { status });
  });
  return { calls };
};

const renderAt = (id: string) => {
  const router = createMemoryRouter(
    [
      { path: '/mis-reservas', element: <p>Lista de reservas</p> },
      { path: '/mis-reservas/:id', element: <ReservationDetailPage /> },
    ],
    { initialEntries: [`/mis-reservas/${id}`] },
  );
  // the app's mutation cache refreshes the booking after a cancellation (issue 29, item 7)
  const client = new QueryClient({
    mutationCache: bookingsMutationCache(),
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
};

const quote = (penalidad: number) => ({ ...detail().cancelacion, penalidad, gratisHasta: null });

describe('/mis-reservas/:id', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('shows the booking, its codes, the history in Spanish and the policy', async () => {
    login();
    mockApi({ 'GET /api/main/reservas/41': [[200, detail({ supplierRef: null, entidad: 'Viajes Sur' })]] });
    renderAt('41');
    expect(await screen.findByRole('heading', { name: 'Reserva N° 41', level: 1 })).toBeInTheDocument();
    const data = screen.getByRole('list', { name: 'Datos de la reserva' });
    expect(within(data).getByText('Actividades')).toBeInTheDocument();
    expect(within(data).getByText('no se pudo obtener el dato')).toBeInTheDocument();
    expect(within(data).getByText('Viajes Sur')).toBeInTheDocument();
    expect(screen.getByText('Paz, Ana')).toBeInTheDocument();
    expect(screen.getByText('US$ 250,00')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Historial' });
    expect(within(history).getByText('En proceso')).toBeInTheDocument();
    expect(within(history).getByText('Confirmada')).toBeInTheDocument();
    expect(within(history).getByText('confirmada por el proveedor')).toBeInTheDocument();
    // 12:00 UTC is 09:00 in Buenos Aires
    expect(within(history).getAllByText('23/11/26, 09:00')).toHaveLength(2);
    expect(screen.getByText(/^Cancelación sin cargo hasta el 18\/10\/2027/)).toBeInTheDocument();
    expect(screen.getByText('18-10-2027')).toBeInTheDocument();
  });

  it('asks the quote again, confirms with ¿Estás seguro?, shows a 409’s new penalty, then cancels', async () => {
    login();
    const cancelled = detail({
      status: 'cancelled',
      cancelacion: { ...quote(0), cancelable: false, motivo: 'La reserva ya está cancelada' },
      penalidadCobrada: 180,
      history: [
        ...detail().history,
        { from: 'confirmed', to: 'cancelled', cause: 'cancelada por Ana', at: '2026-11-24T15:00:00.000Z' },
      ],
    });
    const { calls } = mockApi({
      'GET /api/main/reservas/41': [
        [200, detail()],
        [200, detail()],
        [200, cancelled],
      ],
      'GET /api/main/reservas/41/cancelacion': [[200, quote(45)]],
      'POST /api/main/reservas/41/cancelar': [
        [
          409,
          {
            message: 'La penalidad de cancelación cambió. Revise el nuevo importe antes de confirmar.',
            errors: { cancelacion: quote(180) },
          },
        ],
        [200, { reservationId: 41, status: 'cancelled', penalidad: 180, moneda: 'USD' }],
      ],
    });
    renderAt('41');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(calls.some((c) => c.path === '/api/main/reservas/41/cancelacion')).toBe(true);
    expect(within(dialog).getByText('Penalidad: US$ 45,00')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/gastos de reserva y administrativos \(US\$ 70,00\) no se reintegran/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Volver' })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    expect(await within(dialog).findByText(/La penalidad de cancelación cambió/)).toBeInTheDocument();
    expect(within(dialog).getByText('Penalidad: US$ 180,00')).toBeInTheDocument();
    const posts = () => calls.filter((c) => c.method === 'POST');
    expect(posts()[0]!.body).toEqual({ penalidad: 45 });
    expect(posts()[0]!.headers['Idempotency-Key']).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar reserva' }));
    expect(await screen.findByText('Reserva cancelada')).toBeInTheDocument();
    expect(posts()[1]!.body).toEqual({ penalidad: 180 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '¿Estás seguro?' })).toBeNull());
    const history = screen.getByRole('region', { name: 'Historial' });
    expect(await within(history).findByText('cancelada por Ana')).toBeInTheDocument();
    expect(screen.getAllByText('Cancelada').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    expect(screen.getByText('La reserva ya está cancelada')).toBeInTheDocument();
  });

  it('Volver closes the dialog without cancelling', async () => {
    login();
    const { calls } = mockApi({
      'GET /api/main/reservas/41': [[200, detail()]],
      'GET /api/main/reservas/41/cancelacion': [[200, quote(0)]],
    });
    renderAt('41');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Estás seguro?' });
    expect(within(dialog).getByText('Cancelación sin cargo')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Volver' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('downloads the voucher through the API client with the token, as voucher-41.pdf', async () => {
    login();
    const { calls } = mockApi({
      'GET /api/main/reservas/41': [[200, detail()]],
      'GET /api/main/reservas/41/voucher.pdf': [[200, '%PDF-1.4']],
    });
    // jsdom has no object URLs
    const createUrl = vi.fn((_blob: Blob) => 'blob:voucher');
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }),
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('voucher-41.pdf');
      expect(this.href).toBe('blob:voucher');
    });
    renderAt('41');
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar voucher' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const call = calls.find((c) => c.path.endsWith('voucher.pdf'))!;
    expect(call.path).toBe('/api/main/reservas/41/voucher.pdf');
    expect(call.headers.Authorization).toBe('Bearer t');
    expect(createUrl.mock.calls[0]![0].size).toBe(8);
  });

  it('shows why a booking cannot be cancelled instead of the button', async () => {
    login();
    const motivo = 'El servicio ya comenzó: no se puede cancelar en línea';
    mockApi({
      'GET /api/main/reservas/41': [
        [200, detail({ cancelacion: { ...quote(0), cancelable: false, motivo } })],
      ],
    });
    renderAt('41');
    expect(await screen.findByText(motivo)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Descargar voucher' })).toBeInTheDocument();
  });

  it('says so when the booking is not the user’s, with a way back to the list', async () => {
    login();
    mockApi({});
    renderAt('999');
    expect(await screen.findByRole('heading', { name: 'Reserva no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('No se encontró la reserva')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Mis reservas' })).toHaveAttribute(
      'href',
      '/mis-reservas',
    );
  });
});
