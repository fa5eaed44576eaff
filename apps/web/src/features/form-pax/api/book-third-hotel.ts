import {
  ZHotelResV2Request,
  ZHotelResV2Response,
  type THotelResV2Request,
  type THotelResV2Response,
} from '@portal/domain/hotels/third-provider';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST hotelResV2 (third provider, proveedor 1): one room per call with the room's
// informacionRsrv. The Idempotency-Key makes a retry of the same attempt book once.
export async function bookThirdHotel(options: {
  body: THotelResV2Request;
  idempotencyKey: string;
}): Promise<THotelResV2Response> {
  const parsed = ZHotelResV2Request.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  return apiRequest('hotels', '/hotelResV2', {
    method: 'POST',
    body: parsed.data,
    headers: { 'Idempotency-Key': options.idempotencyKey },
    schema: ZHotelResV2Response,
  });
}
