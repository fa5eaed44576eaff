import {
  ZActivityBookingRequest,
  ZUtilityBookingResponse,
  type TActivityBookingRequest,
  type TUtilityBookingResponse,
} from '@portal/domain/activities/activity-draft';
import { ApiError, apiRequest } from '../../../shared/api-client';
import { utilityBookingError } from './utility-booking-error';

// Ours: POST /api/utilities/actividades/reservar, the activity reservation draft of spec §3 plus
// the passengers. The Idempotency-Key makes a retry of the same attempt book once.
export async function bookActivity(options: {
  body: TActivityBookingRequest;
  idempotencyKey: string;
}): Promise<TUtilityBookingResponse> {
  const parsed = ZActivityBookingRequest.safeParse(options.body);
  if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
  try {
    return await apiRequest('utilities', '/actividades/reservar', {
      method: 'POST',
      body: parsed.data,
      headers: { 'Idempotency-Key': options.idempotencyKey },
      schema: ZUtilityBookingResponse,
    });
  } catch (error) {
    throw utilityBookingError(error);
  }
}
