import { ZProcessPendingResponse, type TProcessPendingRequest } from '@portal/domain/hotels/reservate';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api-client';

// spec §4, §7: 'Reservar' in the 'Esta reserva no es reembolsable' dialog books the pending rooms.
export const processPendingReservations = (body: TProcessPendingRequest) =>
  apiRequest('booking', '/api/hotels/processPendingReservations', {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    schema: ZProcessPendingResponse,
  });

export const useProcessPendingReservations = () => useMutation({ mutationFn: processPendingReservations });
