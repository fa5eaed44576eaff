import {
  ZFlightBookingRequest,
  ZFlightBookingResponse,
  type TFlightBookingRequest,
  type TFlightBookingResponse,
} from '@portal/domain/flights/book-flight';
import { MESSAGES } from '@portal/domain/messages';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST /api/aereos/reservar (flights service): both legs of the quota for the
// passengers. The Idempotency-Key makes a retry of the same attempt book once. A server
// failure reads as spec §8's 'Ocurrió un error al reservar, contacta a un administrador',
// keeping its status so the attempt is retried or closed as use-booking-attempt says.
export async function bookFlight(options: {
  body: TFlightBookingRequest;
  idempotencyKey: string;
}): Promise<TFlightBookingResponse> {
  const parsed = ZFlightBookingRequest.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  try {
    return await apiRequest('flights', '/api/aereos/reservar', {
      method: 'POST',
      body: parsed.data,
      headers: { 'Idempotency-Key': options.idempotencyKey },
      schema: ZFlightBookingResponse,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status >= 500)
      throw new ApiError(error.status, MESSAGES.flightBookingError, { requestId: error.requestId });
    throw error;
  }
}
