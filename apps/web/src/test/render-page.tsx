import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { startSession } from '@/shared/auth/auth-store';
import { bookingsMutationCache } from '@/shared/booking/reservation-keys';
import { sessionFromLogin } from '@/shared/auth/session-cookie';

// What page tests share: a session, a fake API by path, a router around one page.

export const login = (nivel = 1) =>
  act(() =>
    startSession(
      sessionFromLogin({ data: { user: { id: 3, nombre: 'Ana', nivel, uws: 8 } }, accesos: { token: 't' } }),
    ),
  );

/** Answers each call by the first route whose path the URL contains: [status, body]. */
export const mockApi = (routes: Record<string, [number, unknown]>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = String(input);
    const [, [status, body]] = Object.entries(routes).find(([path]) => url.includes(path)) ?? ['', [404, {}]];
    return new Response(JSON.stringify(body), { status });
  });

export const renderRoutes = (routes: { path: string; element: ReactNode }[], url: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // the app's mutation cache: a booking or a cancellation refreshes Mis reservas (issue 29, item 7)
  const client = new QueryClient({
    mutationCache: bookingsMutationCache(),
    defaultOptions: { queries: { retry: false } },
  });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
};
