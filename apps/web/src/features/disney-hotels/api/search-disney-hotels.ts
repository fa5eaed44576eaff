import {
  ZMultiHotelDispoResponse,
  type TMultiHotelDispoRequest,
  type TMultiHotelDispoResponse,
} from '@portal/domain/hotels/multi-hotel-dispo';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

export const DISNEY_DISPO_PATH = '/multihoteldispo/';

// spec §7 POST multihoteldispo/: Walt Disney World or Disneyland hotels with their rooms.
export const searchDisneyHotels = async (
  body: TMultiHotelDispoRequest,
  signal?: AbortSignal,
): Promise<TMultiHotelDispoResponse> => {
  try {
    return await apiRequest('hotels', DISNEY_DISPO_PATH, {
      method: 'POST',
      body,
      schema: ZMultiHotelDispoResponse,
      signal,
    });
  } catch (error) {
    // A broken rule keeps the server's Spanish message; anything else is spec §8's.
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new Error(MESSAGES.hotelsSearchError, { cause: error });
  }
};

export const disneyHotelsQuery = (body: TMultiHotelDispoRequest) =>
  queryOptions({
    queryKey: ['disney-hotels', 'search', body],
    queryFn: ({ signal }) => searchDisneyHotels(body, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useDisneyHotels = (body: TMultiHotelDispoRequest) => useQuery(disneyHotelsQuery(body));
