import { MESSAGES } from '@portal/domain/messages';
import { ApiError } from '../../../shared/api-client';

/**
 * The utilities service's booking refusals (400 rules, 409 expired availability or a full slot,
 * 502 supplier) are Spanish texts for the agent: kept. Any other server fault reads as spec §8's
 * 'Hubo un error al guardar la reserva', keeping its status so the attempt is retried or closed
 * as use-booking-attempt says.
 */
export const utilityBookingError = (error: unknown): unknown => {
  if (!(error instanceof ApiError) || error.status < 500) return error;
  const own = error.status === 502 && error.message !== MESSAGES.serverError;
  return new ApiError(error.status, own ? error.message : MESSAGES.bookingSaveError, {
    requestId: error.requestId,
  });
};
