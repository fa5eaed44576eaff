import { ZEntitySearchResponse, type TClientEntity } from '@portal/domain/entities/search-entities';
import { canSearchEntities } from '@portal/domain/small-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// spec §7 GET entidades/{text}: the agent's own client entities (bearer token).
const searchEntities = (text: string, signal?: AbortSignal): Promise<TClientEntity[]> =>
  apiRequest('main', `/entidades/${encodeURIComponent(text.trim())}`, {
    schema: ZEntitySearchResponse,
    signal,
  });

const entitiesQuery = (text: string) =>
  queryOptions({
    queryKey: ['entidades', text.trim().toLowerCase()],
    queryFn: ({ signal }) => searchEntities(text, signal),
    enabled: canSearchEntities(text),
    staleTime: 5 * 60_000,
  });

export const useSearchEntities = (text: string) => useQuery(entitiesQuery(text));
