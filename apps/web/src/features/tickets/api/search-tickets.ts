import { ZTicketOffer } from '@portal/domain/tickets/search-tickets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../shared/api-client';
import type { TCompleteSearch } from '../model/search-params';

// spec §7 ticket-by-fecha (WDW), ticket-by-fecha-california (Disneyland), buscartkt (Universal).
// The API adds `disponible` to each offer: sold-out products are listed, flagged false.
export const ZOfferAnswer = ZTicketOffer.extend({ disponible: z.boolean().optional() });
export type TOffer = z.infer<typeof ZOfferAnswer>;
export type TTicketResults = { todos: TOffer[]; recomendados: TOffer[] };

const ZList = z.array(ZOfferAnswer);
const ZBuscarTkt = z.object({ todos: ZList, recomendados: ZList });

export const searchTickets = async (s: TCompleteSearch, signal?: AbortSignal): Promise<TTicketResults> => {
  if (s.park === 'universal') {
    return apiRequest('tickets', `/buscartkt/${s.adults}/${s.minors}/${s.fecha}`, {
      schema: ZBuscarTkt,
      signal,
    });
  }
  const path = s.park === 'disney' ? '/tickets/ticket-by-fecha' : '/tickets/ticket-by-fecha-california';
  const todos = await apiRequest('tickets', path, {
    query: { fecha: s.fecha, durationDays: s.days },
    schema: ZList,
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
