import {
  ZUtilityDestinationsResponse,
  type TUtilityDestination,
} from '@portal/domain/activities/static-data';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { withUtilityMessage } from './utility-error';

// spec §7 GET static-data/destinations?key_filter (utilities service): the destinations whose
// name or code match what the agent types. spec §9: the catalogue is cached 24 hours.
export const DESTINATION_MIN_CHARS = 3;
export const canSearchDestinations = (text: string) => text.trim().length >= DESTINATION_MIN_CHARS;

const searchDestinations = async (
  keyFilter: string,
  signal?: AbortSignal,
): Promise<TUtilityDestination[]> => {
  try {
    return await apiRequest('utilities', '/static-data/destinations', {
      query: { key_filter: keyFilter },
      schema: ZUtilityDestinationsResponse,
      signal,
    });
  } catch (error) {
    throw withUtilityMessage(error, MESSAGES.destinationSearchError);
  }
};

const destinationsQuery = (text: string) =>
  queryOptions({
    queryKey: ['utilities', 'destinations', text.trim().toLowerCase()],
    queryFn: ({ signal }) => searchDestinations(text.trim(), signal),
    staleTime: 24 * 60 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
    enabled: canSearchDestinations(text),
  });

export const useDestinations = (text: string) => useQuery(destinationsQuery(text));
