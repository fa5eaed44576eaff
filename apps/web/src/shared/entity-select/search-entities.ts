import { ZEntitySearchWithCredit, type TClientEntityWithCredit } from '@portal/domain/commerce/credit';
import { canSearchEntities } from '@portal/domain/small-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// spec §7 GET entidades/{text}: the agent's own client entities (bearer token), each with
// what is left of the credit limits it has (issue 32, an optional field beyond the spec).
const searchEntities = (text: string, signal?: AbortSignal): Promise<TClientEntityWithCredit[]> =>
  apiRequest('main', `/entidades/${encodeURIComponent(text.trim())}`, {
    schema: ZEntitySearchWithCredit,
    signal,
  });

const entitiesQuery = (text: string) =>
  queryOptions({
    queryKey: ['entidades', 'buscar', text.trim().toLowerCase()],
    queryFn: ({ signal }) => searchEntities(text, signal),
    enabled: canSearchEntities(text),
    // the credit beside each entity moves with every booking: not kept long
    staleTime: 30_000,
  });

export const useSearchEntities = (text: string) => useQuery(entitiesQuery(text));
