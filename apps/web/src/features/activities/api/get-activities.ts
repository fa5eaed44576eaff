import { ZActivityStaticResponse, type TActivityProduct } from '@portal/domain/activities/static-data';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { withUtilityMessage } from './utility-error';

// spec §7 GET actividades/static-data?destinationCode (utilities service): the destination's
// activities (products.staticDataResponseV2Product); an unknown destination answers none.
const getActivities = async (destinationCode: string, signal?: AbortSignal): Promise<TActivityProduct[]> => {
  try {
    const answer = await apiRequest('utilities', '/actividades/static-data', {
      query: { destinationCode },
      schema: ZActivityStaticResponse,
      signal,
    });
    return answer.products.staticDataResponseV2Product;
  } catch (error) {
    throw withUtilityMessage(error, MESSAGES.activitiesSearchError);
  }
};

const activitiesQuery = (destinationCode: string) =>
  queryOptions({
    queryKey: ['utilities', 'activities', destinationCode],
    queryFn: ({ signal }) => getActivities(destinationCode, signal),
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useActivities = (destinationCode: string) => useQuery(activitiesQuery(destinationCode));
