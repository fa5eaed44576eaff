import {
  ZReservationListResponse,
  type TReservationListQueryInput,
} from '@portal/domain/reservations/reservation-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { RESERVATION_LIST_KEY } from '@/shared/booking/reservation-keys';

/** GET /api/main/reservas: the user's bookings, newest first, one page, with its filters. */
const listReservations = (query: TReservationListQueryInput, signal?: AbortSignal) =>
  apiRequest('main', '/reservas', {
    query: query as Record<string, string | number | undefined>,
    schema: ZReservationListResponse,
    signal,
  });

/** Every list query sits under ['reservations'], so a booking or a cancellation invalidates them all. */
export const reservationsQuery = (query?: TReservationListQueryInput) =>
  queryOptions({
    queryKey: query ? [...RESERVATION_LIST_KEY, query] : RESERVATION_LIST_KEY,
    queryFn: ({ signal }) => listReservations(query ?? {}, signal),
  });

export const useReservations = (query: TReservationListQueryInput) =>
  // the previous page stays on screen (dimmed) while the next one loads
  useQuery({ ...reservationsQuery(query), placeholderData: keepPreviousData });
