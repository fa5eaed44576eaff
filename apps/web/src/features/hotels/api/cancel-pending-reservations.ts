import { ZCancelPendingResponse, type TProcessPendingRequest } from '@portal/domain/hotels/reservate';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// Our own call (not in spec §7): 'Cancelar' in 'Esta reserva no es reembolsable' cancels the
// rooms that waited for the agent, so they are not left pending (issue 11, item 9).
const cancelPendingReservations = (body: TProcessPendingRequest) =>
  apiRequest('booking', '/api/hotels/cancelPendingReservations', {
    method: 'POST',
    body,
    schema: ZCancelPendingResponse,
  });

export const useCancelPendingReservations = () => useMutation({ mutationFn: cancelPendingReservations });
