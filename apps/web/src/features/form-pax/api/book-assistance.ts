import {
  ZVoucherRequest,
  ZVoucherResponse,
  type TVoucherRequest,
  type TVoucherResponse,
} from '@portal/domain/assistance/voucher';
import { MESSAGES } from '@portal/domain/messages';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST voucher/pre-reserva (assistance service), header idCotizacion: the accepted
// quote. The Idempotency-Key makes a retry of the same attempt pre-book once. A supplier
// failure (502) keeps the server's text; any other server fault reads as the catalogue's.
export async function bookAssistance(options: {
  quoteId: string;
  body: TVoucherRequest;
  idempotencyKey: string;
}): Promise<TVoucherResponse> {
  const parsed = ZVoucherRequest.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  try {
    return await apiRequest('assistance', '/voucher/pre-reserva', {
      method: 'POST',
      body: parsed.data,
      headers: { idCotizacion: options.quoteId, 'Idempotency-Key': options.idempotencyKey },
      schema: ZVoucherResponse,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 500) throw error;
    const own = error.status === 502 && error.message !== MESSAGES.serverError;
    throw new ApiError(error.status, own ? error.message : MESSAGES.assistanceBookingError, {
      requestId: error.requestId,
      body: error.body, // an unknown outcome's reservation ids (issue 29, item 4)
    });
  }
}
