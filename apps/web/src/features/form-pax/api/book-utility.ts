import {
  ZActivityBookingRequest,
  ZUtilityBookingResponse,
  type TActivityBookingRequest,
  type TUtilityBookingResponse,
} from '@portal/domain/activities/activity-draft';
import { MESSAGES } from '@portal/domain/messages';
import {
  ZTransferBookingRequest,
  type TTransferBookingRequest,
} from '@portal/domain/transfers/book-transfer';
import type { z } from 'zod';
import { ApiError, apiRequest } from '@/shared/api-client';

// Ours: the utilities service's two bookings, POST /api/utilities/actividades/reservar (the
// activity reservation draft of spec §3) and /traslados/reservar (the transfer selection with
// the search's echoToken), each with the passengers. The Idempotency-Key makes a retry of the
// same attempt book once.

/**
 * Its refusals (400 rules, 409 expired availability or a full slot, 502 supplier) are Spanish
 * texts for the agent: kept. Any other server fault reads as spec §8's 'Hubo un error al
 * guardar la reserva', keeping its status so the attempt is retried or closed as
 * use-booking-attempt says.
 */
export const utilityBookingError = (error: unknown): unknown => {
  if (!(error instanceof ApiError) || error.status < 500) return error;
  const own = error.status === 502 && error.message !== MESSAGES.serverError;
  return new ApiError(error.status, own ? error.message : MESSAGES.bookingSaveError, {
    requestId: error.requestId,
    body: error.body, // an unknown outcome's reservation ids (issue 29, item 4)
  });
};

const bookUtility =
  <S extends z.ZodType>(path: string, schema: S) =>
  async (options: { body: z.infer<S>; idempotencyKey: string }): Promise<TUtilityBookingResponse> => {
    const parsed = schema.safeParse(options.body);
    if (!parsed.success) throw new ApiError(400, parsed.error.issues[0]?.message ?? 'Datos inválidos');
    try {
      return await apiRequest('utilities', path, {
        method: 'POST',
        body: parsed.data,
        headers: { 'Idempotency-Key': options.idempotencyKey },
        schema: ZUtilityBookingResponse,
      });
    } catch (error) {
      throw utilityBookingError(error);
    }
  };

export const bookActivity: (o: {
  body: TActivityBookingRequest;
  idempotencyKey: string;
}) => Promise<TUtilityBookingResponse> = bookUtility('/actividades/reservar', ZActivityBookingRequest);
export const bookTransfer: (o: {
  body: TTransferBookingRequest;
  idempotencyKey: string;
}) => Promise<TUtilityBookingResponse> = bookUtility('/traslados/reservar', ZTransferBookingRequest);
