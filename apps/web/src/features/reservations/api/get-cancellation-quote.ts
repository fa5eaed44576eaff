import { ZCancellationQuote } from '@portal/domain/reservations/reservation-list';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { RESERVATION_KEY } from '@/shared/booking/reservation-keys';

/** GET /api/main/reservas/:id/cancelacion: what cancelling costs today. */
const getCancellationQuote = (id: number) =>
  apiRequest('main', `/reservas/${id}/cancelacion`, { schema: ZCancellationQuote });

// Asked again right before the dialog (fetchQuery), never served from cache: the penalty
// changes at midnight when the free window closes.
export const cancellationQuoteQuery = (id: number) =>
  queryOptions({
    queryKey: [...RESERVATION_KEY, id, 'cancelacion'],
    queryFn: () => getCancellationQuote(id),
    staleTime: 0,
    retry: false,
  });
