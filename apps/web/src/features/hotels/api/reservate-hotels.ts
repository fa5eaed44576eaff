import { ZReservateResponse, type TReservateRequest } from '@portal/domain/hotels/reservate';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

// spec §7 POST /api/client/hotels/reservate; one Idempotency-Key per attempt, so a network
// retry of the same attempt can never book twice.
export const reservateHotels = (body: TReservateRequest) =>
  apiRequest('booking', '/api/client/hotels/reservate', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    schema: ZReservateResponse,
  });

export const useReservateHotels = () => useMutation({ mutationFn: reservateHotels });
