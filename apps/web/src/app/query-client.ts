import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from '@/shared/api-client';
import { useAuthStore } from '@/shared/auth/auth-store';
import { bookingsMutationCache } from '@/shared/booking/reservation-keys';
import { requestScope } from '@/shared/ssr/request-scope';
import { ssrData } from '@/shared/ssr/ssr-data';

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

export const createQueryClient = () =>
  new QueryClient({
    // every booking and cancellation of every product line refreshes Mis reservas (issue 29, item 7)
    mutationCache: bookingsMutationCache(),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });

export const queryClient = createQueryClient();

// A server-rendered page (issue 34) starts with the answers its render showed: the page hydrates
// with the same data, and asks again only when they are stale.
const rendered = ssrData()?.queries;
if (rendered) hydrate(queryClient, rendered as DehydratedState);

/** The cache of this render: a server render's own (never another user's), else the tab's. */
export const currentQueryClient = () =>
  (requestScope()?.queryClient as QueryClient | undefined) ?? queryClient;

// Another user may log in on this tab: nothing cached for the previous one survives a logout or a 401.
useAuthStore.subscribe((state, previous) => {
  if (previous.user && !state.user) queryClient.clear();
});
