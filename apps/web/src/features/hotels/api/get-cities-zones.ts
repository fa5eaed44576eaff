import { ZCitiesZonesResponse } from '@portal/domain/catalogue/cities-zones';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// spec §7 GET api/client/cities/zones: cities, zonas and hotels with ids unique across the three.
const getCitiesZones = (signal?: AbortSignal) =>
  apiRequest('booking', '/api/client/cities/zones', { schema: ZCitiesZonesResponse, signal });

// spec §7, §9: fetched once and kept (24 h, no refetch on focus); a failure is only logged (§8).
const citiesZonesQuery = () =>
  queryOptions({
    queryKey: ['booking', 'cities-zones'],
    queryFn: ({ signal }) => getCitiesZones(signal),
    staleTime: UI_TIMINGS.catalogueCacheMs,
    gcTime: UI_TIMINGS.catalogueCacheMs,
    refetchOnWindowFocus: false,
    refetchOnMount: false,
  });

export const useCitiesZones = () => useQuery(citiesZonesQuery());
