import { MutationCache, type QueryClient } from '@tanstack/react-query';

// The query keys of the user's bookings: every Mis reservas page sits under the first, every
// booking (its detail, its cancellation quote) under the second.
export const RESERVATION_LIST_KEY = ['reservations'] as const;
export const RESERVATION_KEY = ['reservation'] as const;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** The mutation books, cancels or changes no booking (a voucher download, a price check). */
      booksNothing?: boolean;
    };
  }
}

const invalidateBookings = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: RESERVATION_LIST_KEY }),
    client.invalidateQueries({ queryKey: RESERVATION_KEY }),
  ]);

/**
 * Issue 29, item 7: Mis reservas was cached 60 s and no booking said it changed, so a new
 * booking was missing for up to a minute. The query client's mutations live here
 * (app/query-client.ts): whenever one settles, the bookings are asked again, so a new product
 * line cannot forget it. A failed booking counts too: its row may exist (unknown, pending).
 */
export const bookingsMutationCache = () =>
  new MutationCache({
    onSettled: (_data, _error, _variables, _result, mutation, { client }) => {
      if (!mutation.meta?.booksNothing) void invalidateBookings(client);
    },
  });
