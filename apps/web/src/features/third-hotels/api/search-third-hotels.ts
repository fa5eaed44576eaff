import {
  ZHotelDispoResponse,
  type THotelDispoRequest,
  type THotelDispoResponse,
} from '@portal/domain/hotels/third-provider';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

export const THIRD_DISPO_PATH = '/hoteldispo/';

// spec §7 POST hoteldispo/ (third provider): hotels of the IATA city in the spec's hotel shape.
export const searchThirdHotels = async (
  body: THotelDispoRequest,
  signal?: AbortSignal,
): Promise<THotelDispoResponse> => {
  try {
    return await apiRequest('hotels', THIRD_DISPO_PATH, {
      method: 'POST',
      body,
      schema: ZHotelDispoResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new Error(MESSAGES.hotelsSearchError, { cause: error });
  }
};

export const thirdHotelsQuery = (body: THotelDispoRequest) =>
  queryOptions({
    queryKey: ['third-hotels', 'search', body],
    queryFn: ({ signal }) => searchThirdHotels(body, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export const useThirdHotels = (body: THotelDispoRequest) => useQuery(thirdHotelsQuery(body));
