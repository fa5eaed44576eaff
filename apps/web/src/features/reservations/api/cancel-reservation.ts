import {
  ZCancelConflict,
  ZCancelResponse,
  type TCancellationQuote,
  type TCancelRequest,
} from '@portal/domain/reservations/reservation-list';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';
import { useBookingAttempt } from '@/shared/booking/use-booking-attempt';

type CancelCall = { id: number; body: TCancelRequest; idempotencyKey: string };

/** POST /api/main/reservas/:id/cancelar with the penalty the agent confirmed. */
const cancelReservation = ({ id, body, idempotencyKey }: CancelCall) =>
  apiRequest('main', `/reservas/${id}/cancelar`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZCancelResponse,
  });

/** The new quote a 409 carries ({ message, errors: { cancelacion } }), if it does. */
export const quoteOfConflict = (error: unknown): TCancellationQuote | undefined => {
  if (!(error instanceof ApiError) || error.status !== 409) return undefined;
  return ZCancelConflict.shape.errors.safeParse(error.errors).data?.cancelacion;
};

/**
 * One Idempotency-Key per attempt (a resend after a lost answer cancels once). The detail and
 * every list page are refreshed by the query client, as after every booking (issue 29, item 7).
 */
export function useCancelReservation(id: number) {
  const attempt = useBookingAttempt();
  return useMutation({
    mutationFn: (body: TCancelRequest) =>
      cancelReservation({ id, body, idempotencyKey: attempt.keyFor(JSON.stringify(body)) }),
    onSettled: (_data, error) => attempt.settle(error ?? undefined),
  });
}
