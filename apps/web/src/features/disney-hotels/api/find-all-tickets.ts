import { ZFindAllTicketsResponse, type TFindAllTicketsQuery } from '@portal/domain/hotels/disney-tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/shared/api-client';

// spec §7 GET findAllTickets?rateId&fecha&roomId: the tickets a package rate requires.
export type THotelTicket = z.infer<typeof ZFindAllTicketsResponse>[number];

const findAllTickets = (query: TFindAllTicketsQuery, signal?: AbortSignal) =>
  apiRequest('hotels', '/findAllTickets', { query, schema: ZFindAllTicketsResponse, signal });

const allTicketsQuery = (query: TFindAllTicketsQuery) =>
  queryOptions({
    queryKey: ['disney-hotels', 'tickets', query],
    queryFn: ({ signal }) => findAllTickets(query, signal),
    staleTime: 5 * 60_000,
  });

export const useAllTickets = (query: TFindAllTicketsQuery) => useQuery(allTicketsQuery(query));
