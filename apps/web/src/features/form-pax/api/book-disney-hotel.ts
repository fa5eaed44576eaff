import {
  ZDisneyBookingRequest,
  ZDisneyBookingResponse,
  type TDisneyBookingRequest,
  type TDisneyBookingResponse,
} from '@portal/domain/hotels/reserva-disney';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST reserva-disney/ (hotel-distribution service): one Disney room with its required
// ticket. The Idempotency-Key makes a retry of the same attempt book once.
export async function bookDisneyHotel(options: {
  body: TDisneyBookingRequest;
  idempotencyKey: string;
}): Promise<TDisneyBookingResponse> {
  const parsed = ZDisneyBookingRequest.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  return apiRequest('hotels', '/reserva-disney/', {
    method: 'POST',
    body: parsed.data,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    schema: ZDisneyBookingResponse,
  });
}
