import {
  ZUtilityBookingResponse,
  type TUtilityBookingResponse,
} from '@portal/domain/activities/activity-draft';
import {
  ZTransferBookingRequest,
  type TTransferBookingRequest,
} from '@portal/domain/transfers/book-transfer';
import { ApiError, apiRequest } from '../../../shared/api-client';
import { utilityBookingError } from './utility-booking-error';

// Ours: POST /api/utilities/traslados/reservar, the transfer selection of spec §3 with the
// search's echoToken and the passengers. The Idempotency-Key makes a retry book once.
export async function bookTransfer(options: {
  body: TTransferBookingRequest;
  idempotencyKey: string;
}): Promise<TUtilityBookingResponse> {
  const parsed = ZTransferBookingRequest.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  try {
    return await apiRequest('utilities', '/traslados/reservar', {
      method: 'POST',
      body: parsed.data,
      headers: { 'Idempotency-Key': options.idempotencyKey },
      schema: ZUtilityBookingResponse,
    });
  } catch (error) {
    throw utilityBookingError(error);
  }
}
