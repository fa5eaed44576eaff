import { ZReservation } from '@portal/domain/reservations/reservation';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

/** GET /api/main/reservas/:id: one of the user's bookings (AS agents: of their entities too). */
export const useReservation = (id: number) =>
  useQuery({
    queryKey: ['reservation', id],
    queryFn: ({ signal }) => apiRequest('main', `/reservas/${id}`, { schema: ZReservation, signal }),
    retry: false,
    enabled: id > 0,
  });
