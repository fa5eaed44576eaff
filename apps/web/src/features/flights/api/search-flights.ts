import {
  ZFlightSearchResponse,
  type TFlightSearchQuery,
  type TFlightSegment,
} from '@portal/domain/flights/search-flights';
import { MESSAGES } from '@portal/domain/messages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 GET api/aereos/disponibilidad: the legs of every round trip with seats for the party.
// A broken rule (400) keeps the server's message; any other failure is spec §8's.
const searchFlights = async (q: TFlightSearchQuery, signal?: AbortSignal): Promise<TFlightSegment[]> => {
  try {
    return await apiRequest('flights', '/api/aereos/disponibilidad', {
      query: q,
      schema: ZFlightSearchResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new Error(MESSAGES.flightsSearchError, { cause: error });
  }
};

const flightSearchQuery = (q: TFlightSearchQuery) =>
  queryOptions({
    queryKey: ['flights', 'search', q],
    queryFn: ({ signal }) => searchFlights(q, signal),
    staleTime: 60_000,
    retry: false,
    // a change of adults on the results page keeps the cards while the seats are asked again
    placeholderData: keepPreviousData,
  });

export const useFlightSearch = (q: TFlightSearchQuery) => useQuery(flightSearchQuery(q));
