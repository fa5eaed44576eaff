import { ZLocationsResponse, type TActivityLocation } from '@portal/domain/activities/static-data';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { withUtilityMessage } from './utility-error';

// spec §7 GET traslados/locations?destinationCode (utilities service): the destination's
// airports, hotels and ports, the origin and destination a transfer can have.
const getTransferLocations = async (
  destinationCode: string,
  signal?: AbortSignal,
): Promise<TActivityLocation[]> => {
  try {
    const answer = await apiRequest('utilities', '/traslados/locations', {
      query: { destinationCode },
      schema: ZLocationsResponse,
      signal,
    });
    return answer.locations.staticDataResponseV2Location;
  } catch (error) {
    throw withUtilityMessage(error, MESSAGES.transferSearchError);
  }
};

const transferLocationsQuery = (destinationCode: string | null) =>
  queryOptions({
    queryKey: ['utilities', 'transfer-locations', destinationCode],
    queryFn: ({ signal }) => getTransferLocations(destinationCode ?? '', signal),
    staleTime: 60 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
    enabled: Boolean(destinationCode),
  });

export const useTransferLocations = (destinationCode: string | null) =>
  useQuery(transferLocationsQuery(destinationCode));
