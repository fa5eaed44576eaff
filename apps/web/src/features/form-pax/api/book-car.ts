import {
  ZCarBookingRequest,
  ZCarBookingResponse,
  type TCarBookingRequest,
  type TCarBookingResponse,
} from '@portal/domain/cars/book-car';
import { MESSAGES } from '@portal/domain/messages';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST reservar/ (cars service): the rate picked, its extra equipment and the driver.
// The Idempotency-Key makes a retry of the same attempt book once. A supplier failure (502)
// keeps the server's text; any other server fault reads as the catalogue's car message.
export async function bookCar(options: {
  body: TCarBookingRequest;
  idempotencyKey: string;
}): Promise<TCarBookingResponse> {
  const parsed = ZCarBookingRequest.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  try {
    return await apiRequest('cars', '/reservar/', {
      method: 'POST',
      body: parsed.data,
      headers: { 'Idempotency-Key': options.idempotencyKey },
      schema: ZCarBookingResponse,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 500) throw error;
    const own = error.status === 502 && error.message !== MESSAGES.serverError;
    throw new ApiError(error.status, own ? error.message : MESSAGES.carBookingError, {
      requestId: error.requestId,
      body: error.body, // an unknown outcome's reservation ids (issue 29, item 4)
    });
  }
}
