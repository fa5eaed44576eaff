import type { THotelAvailRequestInput, THotelAvailResponse } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import {
  experimental_streamedQuery as streamedQuery,
  queryOptions,
  useIsFetching,
  useQuery,
} from '@tanstack/react-query';
import { apiRequest, ApiError } from '@/shared/api-client';
import { addAvailLine, NO_PROGRESS } from '../model/avail-progress';
import { ZAvailStreamLine, type TAvailStreamLine } from '@portal/domain/hotels/hotel-avail-stream';
import { readNdjson } from './ndjson';

export type TAvailAnswer = THotelAvailResponse;

/**
 * spec §7 avail, told supplier by supplier (issue 34, item 3): POST api/client/hotels/avail/stream,
 * its lines checked one by one. A 4xx comes before any line, as avail's; every supplier failing
 * is said by the last line, and fails the search as avail's 502 did.
 */
async function* availLines(
  body: THotelAvailRequestInput,
  signal?: AbortSignal,
): AsyncGenerator<TAvailStreamLine> {
  const stream = await apiRequest<ReadableStream<Uint8Array>>('booking', '/api/client/hotels/avail/stream', {
    method: 'POST',
    body,
    responseType: 'stream',
    signal,
  });
  for await (const value of readNdjson(stream)) {
    const line = ZAvailStreamLine.safeParse(value);
    if (!line.success) {
      console.error('Respuesta inesperada del servidor', line.error.issues);
      throw new ApiError(200, MESSAGES.serverError);
    }
    if ('fin' in line.data && line.data.message) throw new ApiError(502, line.data.message);
    yield line.data;
  }
}

/** `searchId` changes with every Buscar, so a repeated search asks again (spec §4: a new search). */
const AVAIL_KEY = ['booking', 'avail'] as const;

const hotelAvailQuery = (body: THotelAvailRequestInput | null, searchId: number) =>
  queryOptions({
    queryKey: [...AVAIL_KEY, searchId, body],
    // each line fills the data as it comes; leaving the page or a new search aborts the rest
    queryFn: streamedQuery({
      streamFn: ({ signal }) => availLines(body as THotelAvailRequestInput, signal),
      reducer: addAvailLine,
      initialValue: NO_PROGRESS,
    }),
    enabled: body !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });

export const useHotelAvail = (body: THotelAvailRequestInput | null, searchId: number) =>
  useQuery(hotelAvailQuery(body, searchId));

/** Whether a hotel search is under way (the search form's 'Buscar' shows it). */
export const useHotelAvailSearching = () => useIsFetching({ queryKey: AVAIL_KEY }) > 0;
