import { ZFlightDestinationsResponse, type TFlightDestination } from '@portal/domain/flights/search-flights';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// spec §7 GET /api/aereos/destinos: destinations with seats left (codigo, nombre, cupo).
// spec §8: a catalogue failure is only logged; the select then reads 'No se encontraron resultados'.
const getFlightDestinations = async (signal?: AbortSignal): Promise<TFlightDestination[]> => {
  try {
    return await apiRequest('flights', '/api/aereos/destinos', {
      schema: ZFlightDestinationsResponse,
      signal,
    });
  } catch (error) {
    if (!signal?.aborted) console.error('No se pudieron leer los destinos de vuelos', error);
    throw error;
  }
};

const flightDestinationsQuery = () =>
  queryOptions({
    queryKey: ['flights', 'destinations'],
    queryFn: ({ signal }) => getFlightDestinations(signal),
    // seats change with every booking: a few minutes, and no refetch on focus (spec §9)
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
  });

export const useFlightDestinations = () => useQuery(flightDestinationsQuery());
