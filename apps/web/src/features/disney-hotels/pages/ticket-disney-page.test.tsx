import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { saveRoomPick } from '../model/room-pick';
import { disneyHotel, disneyRoom, disneySearch, hotelTicket } from '../model/test-data';
import { TicketDisneyPage } from './ticket-disney-page';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
let fetchMock: MockInstance<typeof fetch>;

const answerAvailability = (answer: Response) =>
  (fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes('/findAllTickets'))
      return json(200, [
        hotelTicket({ durationDays: 10, code: 'Z10-A', codeChild: 'Z10-C', name: 'Z 10-Day' }),
        hotelTicket(),
      ]);
    if (url.includes('/disponibilidad-ticket/')) return answer.clone();
    return json(404, { message: 'no' });
  }));

const renderPage = () => {
  const router = createMemoryRouter(
    [
      { path: '/hoteles/ticket-disney', element: <TicketDisneyPage /> },
      { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
    ],
    { initialEntries: ['/hoteles/ticket-disney'] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
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

const choose4Day = async () =>
  userEvent.click(
    await screen.findByRole('button', { name: 'Verificar disponibilidad y elegir 4-Day Magic Ticket' }),
  );

describe('ticket-disney: the availability gate (spec §4)', () => {
  beforeEach(() => {
    useOrderDraftStore.getState().clear();
    saveRoomPick({
      search: disneySearch({ childAges: [5], ticketEntryDate: '2030-05-11' }),
      hotel: disneyHotel,
      room: disneyRoom({ requiredTicket: true }),
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the 2 to 9 day tickets and the Z group, asks for the entry date, goes on only when available', async () => {
    answerAvailability(json(200, { available: true }));
    const router = renderPage();
    expect(await screen.findByRole('heading', { name: 'Tickets de 2 a 9 días' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Grupo Z: tickets de 10 días' })).toBeInTheDocument();
    // party: 2 adult tickets at 388 and 1 child ticket at 368.60
    expect(screen.getAllByText(/1\.144,60/).length).toBeGreaterThan(0);
    expect(fetchMock.mock.calls[0]![0]).toContain('fecha=2030-05-11');

    await choose4Day();
    await waitFor(() => expect(router.state.location.search).toBe('?q=provider'));
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url).includes('/disponibilidad-ticket/'))!;
    expect(JSON.parse(String(init?.body))).toEqual({
      date: '2030-05-11',
      hotelId: 'H-1',
      quantityAdults: 2,
      ticket: 'WDW-4D-A',
      quantityChilds: 1,
    });
    expect(useOrderDraftStore.getState().draft?.payload).toMatchObject({
      kind: 'disney',
      monto: 1195 + 1144.6,
    });
  });

  it('stays and says so when the ticket is not available', async () => {
    answerAvailability(json(200, { available: false }));
    const router = renderPage();
    await choose4Day();
    expect(await screen.findByText('El ticket seleccionado no esta disponible')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hoteles/ticket-disney');
    expect(useOrderDraftStore.getState().draft).toBeNull();
  });

  it('stays and says so when the check fails', async () => {
    answerAvailability(json(502, { message: 'Proveedor caído' }));
    const router = renderPage();
    await choose4Day();
    expect(
      await screen.findByText('Hubo un error al verificar la disponibilidad del ticket'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/hoteles/ticket-disney');
    expect(useOrderDraftStore.getState().draft).toBeNull();
  });

  it('without a picked room goes back to the Disney search', async () => {
    localStorage.clear();
    answerAvailability(json(200, { available: true }));
    const router = createMemoryRouter(
      [
        { path: '/hoteles/ticket-disney', element: <TicketDisneyPage /> },
        { path: '/hoteles/disney', element: <p>Búsqueda</p> },
      ],
      { initialEntries: ['/hoteles/ticket-disney'] },
    );
    render(
      <MantineProvider>
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Búsqueda')).toBeInTheDocument();
  });
});
