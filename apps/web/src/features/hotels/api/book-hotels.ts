import { ZReservateResponse, type TReservateRequest } from '@portal/domain/hotels/reservate';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

type TBookHotelsCall = { body: TReservateRequest; idempotencyKey: string };

// spec §7 POST /api/client/hotels/reservate. The caller owns the key (useBookingAttempt):
// a retry of the same attempt must resend it so the server books once.
const bookHotels = ({ body, idempotencyKey }: TBookHotelsCall) =>
  apiRequest('booking', '/api/client/hotels/reservate', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZReservateResponse,
  });

export const useBookHotelsMutation = () => useMutation({ mutationFn: bookHotels });
