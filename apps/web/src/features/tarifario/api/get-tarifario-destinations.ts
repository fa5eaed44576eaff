import { ZTarifarioDestinationsResponse } from '@portal/domain/tarifario/destinations';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// spec §7 GET /destinos-tarifarios-htls (main service): the rate sheet's countries and zones.
const getTarifarioDestinations = async (signal?: AbortSignal) =>
  (await apiRequest('main', '/destinos-tarifarios-htls', { schema: ZTarifarioDestinationsResponse, signal }))
    .data.destinos;

// spec §7, §9: cached 24 hours, no refetch on window focus (nor on every visit of the page).
export const tarifarioDestinationsQuery = () =>
  queryOptions({
    queryKey: ['tarifario', 'destinations'],
    queryFn: ({ signal }) => getTarifarioDestinations(signal),
    staleTime: UI_TIMINGS.catalogueCacheMs,
    gcTime: UI_TIMINGS.catalogueCacheMs,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
    retry: false,
  });

export const useTarifarioDestinations = () => useQuery(tarifarioDestinationsQuery());
