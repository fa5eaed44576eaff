import { ZReservationDetail } from '@portal/domain/reservations/reservation-list';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** GET /api/main/reservas/:id: one of the user's bookings (AS agents: of their entities too). */
export const getReservation = (id: number, signal?: AbortSignal) =>
  apiRequest('main', `/reservas/${id}`, { schema: ZReservationDetail, signal });

export const reservationQuery = (id: number) =>
  queryOptions({
    queryKey: ['reservation', id],
    queryFn: ({ signal }) => getReservation(id, signal),
    // a 404 is an answer (another user's booking), not a fault worth asking again
    retry: false,
  });

export const useReservation = (id: number) => useQuery({ ...reservationQuery(id), enabled: id > 0 });
