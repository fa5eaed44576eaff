import { ZTicketSearchResponse, type TTicketOfferAnswer } from '@portal/domain/tickets/search-tickets';
import { ZBuscarTktResponse, type TBuscarTktResponse } from '@portal/domain/tickets/universal';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api-client';
import type { TCompleteSearch } from '../model/search-params';

// spec §7 ticket-by-fecha (WDW), ticket-by-fecha-california (Disneyland), buscartkt (Universal).
// Sold-out products are listed, flagged `disponible: false`.
export type TOffer = TTicketOfferAnswer;
export type TTicketResults = TBuscarTktResponse;

const searchTickets = async (s: TCompleteSearch, signal?: AbortSignal): Promise<TTicketResults> => {
  if (s.park === 'universal') {
    return apiRequest('tickets', `/buscartkt/${s.adults}/${s.minors}/${s.fecha}`, {
      schema: ZBuscarTktResponse,
      signal,
    });
  }
  const path = s.park === 'disney' ? '/tickets/ticket-by-fecha' : '/tickets/ticket-by-fecha-california';
  const todos = await apiRequest('tickets', path, {
    query: { fecha: s.fecha, durationDays: s.days },
    schema: ZTicketSearchResponse,
    signal,
  });
  return { todos, recomendados: [] };
};

export const ticketSearchQuery = (s: TCompleteSearch) =>
  queryOptions({
    queryKey: ['tickets', 'search', s.park, s.fecha, s.days, s.adults, s.minors],
    queryFn: ({ signal }) => searchTickets(s, signal),
    staleTime: 5 * 60_000,
  });

export const useTicketSearch = (s: TCompleteSearch) => useQuery(ticketSearchQuery(s));
