import { ZReservateResponse, type TProcessPendingRequest } from '@portal/domain/hotels/reservate';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

type TProcessPendingCall = { body: TProcessPendingRequest; idempotencyKey: string };

// spec §4, §7: 'Reservar' in the 'Esta reserva no es reembolsable' dialog books the pending
// rooms; like every booking call it carries the attempt's key (useBookingAttempt).
const processPendingReservations = ({ body, idempotencyKey }: TProcessPendingCall) =>
  apiRequest('booking', '/api/hotels/processPendingReservations', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
    schema: ZReservateResponse,
  });

export const useProcessPendingReservations = () => useMutation({ mutationFn: processPendingReservations });
