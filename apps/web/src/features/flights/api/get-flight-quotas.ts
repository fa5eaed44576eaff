import { ZFlightQuotaResponse, type TFlightQuotaBlock } from '@portal/domain/flights/search-flights';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

// GET api/aereos/cupos?anio= (ours): every seat block of the year from today, with seats left.
const getFlightQuotas = async (anio: number, signal?: AbortSignal): Promise<TFlightQuotaBlock[]> => {
  try {
    return await apiRequest('flights', '/api/aereos/cupos', {
      query: { anio },
      schema: ZFlightQuotaResponse,
      signal,
    });
  } catch (error) {
    throw new Error(MESSAGES.flightsSearchError, { cause: error });
  }
};

const flightQuotasQuery = (anio: number) =>
  queryOptions({
    queryKey: ['flights', 'quotas', anio],
    queryFn: ({ signal }) => getFlightQuotas(anio, signal),
    staleTime: 60_000,
    retry: false,
  });

export const useFlightQuotas = (anio: number) => useQuery(flightQuotasQuery(anio));
