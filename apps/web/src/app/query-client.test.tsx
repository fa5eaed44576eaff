import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, useMutation, type QueryClient } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCancelPendingReservations } from '../features/hotels/api/cancel-pending-reservations';
import { useProcessPendingReservations } from '../features/hotels/api/process-pending-reservations';
import { useBookHotelsMutation } from '../features/hotels/api/book-hotels';
import { useCancelReservation } from '../features/reservations/api/cancel-reservation';
import { useDownloadVoucher } from '../features/reservations/api/download-voucher';
import { reservationQuery } from '../features/reservations/api/get-reservation';
import { reservationsQuery } from '../features/reservations/api/list-reservations';
import { detail, listItem, listPage } from '../features/reservations/model/test-data';
import { MyReservationsPage } from '../features/reservations/pages/my-reservations-page';
import { endSession } from '@/shared/auth/auth-store';
import { login } from '../test/render-page';
import { createQueryClient } from './query-client';

// Issue 29, item 7: Mis reservas is cached 60 s (staleTime); a booking or a cancellation of
// any product line must make it ask again. The app's own query client is under test.

const wrapperOf = (client: QueryClient) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
const answer = (body: unknown) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body)));
const LIST = reservationsQuery({ page: 1, pageSize: 20 }).queryKey;
const DETAIL = reservationQuery(41).queryKey;
/** A client holding a fresh Mis reservas page and a fresh booking detail. */
const clientWithBookings = () => {
  const client = createQueryClient();
  client.setQueryData(LIST, listPage([listItem()]));
  client.setQueryData(DETAIL, detail());
  return client;
};
const stale = (client: QueryClient) => ({
  list: client.getQueryState(LIST)?.isInvalidated,
  detail: client.getQueryState(DETAIL)?.isInvalidated,
});
const idempotencyKey = 'k-1';

describe('the query client refreshes Mis reservas after every booking (issue 29, item 7)', () => {
  afterEach(() => {
    act(() => endSession());
    vi.restoreAllMocks();
  });

  it.each([
    // form-pax books every product line through one mutation without options (passengers-step.tsx)
    [
      'form-pax (tickets, cars, flights, assistance, activities, transfers, Disney)',
      () => useMutation({ mutationFn: async (_: unknown) => ({ reservaId: 42 }) }),
    ],
    ['the multi-provider hotel cart', () => useBookHotelsMutation()],
    ['a pending non-refundable room booked', () => useProcessPendingReservations()],
    ['a pending non-refundable room cancelled', () => useCancelPendingReservations()],
    ['a cancellation in Mis reservas', () => useCancelReservation(41)],
  ] as const)('%s', async (_name, useBooking) => {
    login();
    answer({});
    const client = clientWithBookings();
    expect(stale(client)).toEqual({ list: false, detail: false });
    const { result } = renderHook(() => useBooking(), { wrapper: wrapperOf(client) });
    // what each call is sent does not matter here: success or failure, the list may have changed
    const mutate = result.current.mutateAsync as (v: unknown) => Promise<unknown>;
    await act(() => mutate({ body: {}, idempotencyKey }).catch(() => undefined));
    await waitFor(() => expect(stale(client)).toEqual({ list: true, detail: true }));
  });

  it('a voucher download books nothing and leaves them fresh', async () => {
    login();
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response('%PDF', { headers: { 'content-type': 'application/pdf' } }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:voucher');
    const client = clientWithBookings();
    const { result } = renderHook(() => useDownloadVoucher(41), { wrapper: wrapperOf(client) });
    await act(() => result.current.mutateAsync());
    expect(stale(client)).toEqual({ list: false, detail: false });
  });

  it('Mis reservas shows a booking made a moment after it was last seen', async () => {
    login();
    answer(listPage([listItem()]));
    const client = createQueryClient();
    const router = createMemoryRouter(
      [
        { path: '/mis-reservas', element: <MyReservationsPage /> },
        { path: '/form-pax', element: <p>Formulario de pasajeros</p> },
      ],
      { initialEntries: ['/mis-reservas'] },
    );
    render(
      <MantineProvider>
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(await screen.findByText('1 reserva')).toBeInTheDocument();

    await act(() => router.navigate('/form-pax'));
    answer(listPage([listItem({ id: 42 }), listItem()]));
    await act(() =>
      client
        .getMutationCache()
        .build(client, { mutationFn: async () => ({ reservaId: 42 }) })
        .execute(undefined),
    );
    await act(() => router.navigate('/mis-reservas'));
    expect(await screen.findByText('2 reservas')).toBeInTheDocument();
  });
});
