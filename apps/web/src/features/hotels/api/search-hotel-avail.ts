import {
  ZHotelAvailResponse,
  type THotelAvailRequestInput,
  type THotelAvailResponse,
} from '@portal/domain/hotels/hotel-avail';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';

export type TAvailAnswer = THotelAvailResponse;

// spec §7 POST api/client/hotels/avail: the three provider lists and how each supplier answered.
const searchHotelAvail = (body: THotelAvailRequestInput, signal?: AbortSignal) =>
  apiRequest('booking', '/api/client/hotels/avail', {
    method: 'POST',
    body,
    schema: ZHotelAvailResponse,
    signal,
  });

/** `searchId` changes with every Buscar, so a repeated search asks again (spec §4: a new search). */
const hotelAvailQuery = (body: THotelAvailRequestInput | null, searchId: number) =>
  queryOptions({
    queryKey: ['booking', 'avail', searchId, body],
    queryFn: ({ signal }) => searchHotelAvail(body as THotelAvailRequestInput, signal),
    enabled: body !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useHotelAvail = (body: THotelAvailRequestInput | null, searchId: number) =>
  useQuery(hotelAvailQuery(body, searchId));
