import { ZCreditAnswer, type TCreditAnswer } from '@portal/domain/commerce/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// issue 32, item 2: GET /api/main/entidades/{id}/credito, the credit of an entity the AS agent
// books for. Read again whenever it is shown: a booking or a payment moves it.
const entityCredit = (id: number, signal?: AbortSignal): Promise<TCreditAnswer> =>
  apiRequest('main', `/entidades/${id}/credito`, { schema: ZCreditAnswer, signal });

const entityCreditQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['entidades', 'credito', id],
    queryFn: ({ signal }) => entityCredit(id!, signal),
    enabled: id !== null,
    staleTime: 0,
  });

export const useEntityCredit = (id: number | null, enabled = true) =>
  useQuery({ ...entityCreditQuery(id), enabled: enabled && id !== null });
