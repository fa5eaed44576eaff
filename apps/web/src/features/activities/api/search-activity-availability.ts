import {
  ZActivityAvailabilityResponse,
  type TActivityAvailabilityRequest,
  type TActivityAvailabilityResponse,
} from '@portal/domain/activities/activity-availability';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import { withUtilityMessage } from './utility-error';

// spec §7 POST /actividades/disponibilidad (utilities service): the priced options of one
// activity for the party on the dates, with their free time slots and the echoToken the booking
// presents. A POST that reads: a query, so the detail page reuses the card's answer.
const searchActivityAvailability = async (
  body: TActivityAvailabilityRequest,
  signal?: AbortSignal,
): Promise<TActivityAvailabilityResponse> => {
  try {
    return await apiRequest('utilities', '/actividades/disponibilidad', {
      method: 'POST',
      body,
      schema: ZActivityAvailabilityResponse,
      signal,
    });
  } catch (error) {
    throw withUtilityMessage(error, MESSAGES.availabilitySearchError);
  }
};

export const activityAvailabilityQuery = (body: TActivityAvailabilityRequest) =>
  queryOptions({
    queryKey: ['utilities', 'activity-availability', body],
    queryFn: ({ signal }) => searchActivityAvailability(body, signal),
    // the echoToken expires: a later visit asks again rather than book on an old one
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useActivityAvailability = (body: TActivityAvailabilityRequest) =>
  useQuery(activityAvailabilityQuery(body));
