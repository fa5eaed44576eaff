import { isSettling } from '@portal/domain/reservations/booking-unknown';
import { ZReservationDetail } from '@portal/domain/reservations/reservation-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { RESERVATION_KEY } from '@/shared/booking/reservation-keys';

/** GET /api/main/reservas/:id: one of the user's bookings (AS agents: of their entities too). */
const getReservation = (id: number, signal?: AbortSignal) =>
  apiRequest('main', `/reservas/${id}`, { schema: ZReservationDetail, signal });

export const reservationQuery = (id: number) =>
  queryOptions({
    queryKey: [...RESERVATION_KEY, id],
    queryFn: ({ signal }) => getReservation(id, signal),
    // a 404 is an answer (another user's booking), not a fault worth asking again
    retry: false,
  });

export const useReservation = (id: number) => useQuery({ ...reservationQuery(id), enabled: id > 0 });

/** How often a booking whose outcome the supplier has not told yet is asked again (ms). */
const SETTLE_POLL_MS = 3000;

/**
 * The reservation, asked again while reconciliation may still change it (pending, unknown):
 * the resumen shows a booking the supplier did not answer as it settles (issue 29, item 4).
 */
export const useSettlingReservation = (id: number) =>
  useQuery({
    ...reservationQuery(id),
    enabled: id > 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && isSettling(status) ? SETTLE_POLL_MS : false;
    },
  });
