import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications, notifications } from '@mantine/notifications';
import type { TReservateRequest, TReservateResponse } from '@portal/domain/hotels/reservate';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { MESSAGES } from '@portal/domain/messages';
import { useCartStore } from '@/shared/cart-store';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useBookHotels } from './use-book-hotels';

const cart = (hotelName = 'Hotel Uno'): TReservateRequest => ({
  destino: 'ORL',
  reservationsList: [
    {
      pasajeros: [],
      idUsuarioReservo: 3,
      idUWS: 8,
      informacionRsrv: 'v1.token',
      proveedor: 3,
      checkin: '2000-01-01',
      checkout: '2000-01-04',
      hotelName,
      hotelID: 'H-1',
      tarifa: { VENTA: 1863, moneda: 'USD' },
      isAgenteAs: false,
      isNoReembolsable: false,
    },
  ],
});
// Typed with the domain's answer, so a contract change shows here instead of as a parse error.
const confirmed: TReservateResponse = {
  Omnibees: [
    {
      tarifa: {},
      codigoReserva: 'OMB-1',
      hotel: 'Hotel Uno',
      checkin: '2000-01-01',
      checkout: '2000-01-04',
      pasajeros: [],
      reservaId: 41,
    },
  ],
};
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

let fetchMock: MockInstance<typeof fetch>;
/** Where the hook navigated: resumen?id= when the outcome is being verified (issue 29, item 4). */
const probe: { location?: { pathname: string; search: string; state: unknown } } = {};
function LocationProbe() {
  const here = useLocation();
  useEffect(() => {
    probe.location = here;
  }, [here]);
  return null;
}
const keysSentTo = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(path))
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

const renderBooking = () => {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onConfirmed = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/hotelesNewReserva']}>
      <LocationProbe />
      <MantineProvider>
        <Notifications />
        <ModalsProvider>
          <QueryClientProvider client={client}>{children}</QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </MemoryRouter>
  );
  const { result } = renderHook(() => useBookHotels(onConfirmed), { wrapper });
  const submit = async (request: TReservateRequest) => {
    act(() => result.current.book(request));
    await waitFor(() => expect(result.current.busy).toBe(false));
  };
  return { submit, onConfirmed };
};

/** Answers each call in turn; a thrown error is a lost answer (the fetch rejects). */
const answers = (...list: Array<Response | Error>) => {
  list.forEach((answer) =>
    fetchMock.mockImplementationOnce(async () => {
      if (answer instanceof Error) throw answer;
      return answer;
    }),
  );
};

describe('useBookHotels: one Idempotency-Key per booking attempt', () => {
  beforeEach(() => {
    fetchMock = vi.spyOn(globalThis, 'fetch');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // the notifications store is the module's: earlier tests' toasts would queue the next ones
    notifications.clean();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it.each([
    ['the answer is lost (network error)', new TypeError('Failed to fetch')],
    ['the server fails (500)', json(500, { message: 'Error interno' })],
    ['the server is still booking (409)', json(409, { message: 'La reserva está en proceso' })],
  ])('resends the same key for the same cart when %s', async (_, failure) => {
    const { submit, onConfirmed } = renderBooking();
    answers(failure, json(200, confirmed));
    await submit(cart());
    await submit(cart());
    const [first, second] = keysSentTo('/reservate');
    expect(first).toBeTruthy();
    expect(second).toBe(first);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a booking (200)', json(200, confirmed)],
    ['a refused cart (400)', json(400, { message: 'La habitación ya no está disponible' })],
    ['a failed supplier (502)', json(502, { message: 'El proveedor no respondió' })],
  ])('uses a new key after %s', async (_, definitive) => {
    const { submit } = renderBooking();
    answers(definitive, json(200, confirmed));
    await submit(cart());
    await submit(cart());
    const [first, second] = keysSentTo('/reservate');
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
  });

  it('uses a new key when the cart changes after a lost answer', async () => {
    const { submit } = renderBooking();
    answers(new TypeError('Failed to fetch'), json(200, confirmed));
    await submit(cart('Hotel Uno'));
    await submit(cart('Hotel Dos'));
    const [first, second] = keysSentTo('/reservate');
    expect(second).not.toBe(first);
  });

  it('books on plain http, where crypto.randomUUID does not exist', async () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const { submit, onConfirmed } = renderBooking();
    answers(json(200, confirmed));
    await submit(cart());
    expect(keysSentTo('/reservate')).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
    expect(onConfirmed).toHaveBeenCalledTimes(1);
  });

  it('resends the pending rooms with the same key after a lost answer', async () => {
    const { submit, onConfirmed } = renderBooking();
    const pendingAnswer = json(200, { reservaIdMapping: { '41': 'PEND-41' } });
    answers(pendingAnswer, new TypeError('Failed to fetch'));
    await submit(cart());
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(keysSentTo('/processPendingReservations')).toHaveLength(1));

    // The agent books the cart again: a new reservate, the same pending rooms, the same key.
    answers(json(200, { reservaIdMapping: { '41': 'PEND-41' } }), json(200, confirmed));
    await submit(cart());
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledTimes(1));
    const [first, second] = keysSentTo('/processPendingReservations');
    expect(first).toBeTruthy();
    expect(second).toBe(first);
  });

  it('cancels the pending rooms when the agent declines them (issue 11, item 9)', async () => {
    const { submit, onConfirmed } = renderBooking();
    answers(json(200, { reservaIdMapping: { '41': 'PEND-41' } }), json(200, { cancelados: [41] }));
    await submit(cart());
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cancelPendingReservations'))).toBe(
        true,
      ),
    );
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/cancelPendingReservations'))!;
    expect(JSON.parse(String(call[1]?.body))).toEqual({ reservaIdMapping: { '41': 'PEND-41' } });
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('tells the agent when the pending rooms could not be booked (issue 11, item 9)', async () => {
    const { submit, onConfirmed } = renderBooking();
    answers(
      json(200, { reservaIdMapping: { '41': 'PEND-41' } }),
      json(409, { message: 'No quedan habitaciones disponibles' }),
    );
    await submit(cart());
    await userEvent.click(await screen.findByRole('button', { name: 'Reservar' }));
    expect(await screen.findByText('No se pudo completar la reserva no reembolsable.')).toBeInTheDocument();
    expect(screen.getByText('No quedan habitaciones disponibles')).toBeInTheDocument();
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('says the supplier is being asked, not that it failed, when the outcome is unknown (issue 29, item 4)', async () => {
    useCartStore.setState({ items: [{ destino: 'ORL' } as never], destino: 'ORL' } as never);
    const { submit, onConfirmed } = renderBooking();
    const unknown = {
      message: MESSAGES.bookingOutcomeUnknown,
      status: 'unknown',
      reservaId: 41,
      reservaIds: [41, 42],
    };
    answers(json(502, unknown));
    await submit(cart());
    expect(await screen.findByText(MESSAGES.bookingOutcomeUnknown)).toBeInTheDocument();
    expect(screen.getByText('Reserva N° 41, 42')).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.reservationError)).toBeNull();
    expect(onConfirmed).not.toHaveBeenCalled();
    // the cart is emptied, so it is not sent again; the booking's resumen shows how it settles
    expect(useCartStore.getState().items).toEqual([]);
    await waitFor(() =>
      expect(probe.location).toMatchObject({
        pathname: '/resumen',
        search: '?id=41',
        state: { verifying: { reservaIds: [41, 42] } },
      }),
    );
  });
});
