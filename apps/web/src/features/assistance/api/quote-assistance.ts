import {
  ZAssistanceQuotesResponse,
  type TAssistanceQuote,
  type TAssistanceQuoteRequest,
} from '@portal/domain/assistance/quote-assistance';
import { MESSAGES } from '@portal/domain/messages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §7 POST cotizador/cotizaciones (assistance service): per-day and annual plans for the
// trip and the ages. A broken rule (400) keeps the server's message; any other failure is
// 'Ocurrió un error al cotizar las asistencias'.
const quoteAssistance = async (
  body: TAssistanceQuoteRequest,
  signal?: AbortSignal,
): Promise<TAssistanceQuote[]> => {
  try {
    return await apiRequest('assistance', '/cotizador/cotizaciones', {
      method: 'POST',
      body,
      schema: ZAssistanceQuotesResponse,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) throw error;
    throw new Error(MESSAGES.assistanceQuoteError, { cause: error });
  }
};

// Every quote is a priced offer the server keeps for a while: no quiet refetch (on focus, on
// remount) replaces the plans the agent is reading; 'Volver a cotizar' asks again.
const assistanceQuotesQuery = (body: TAssistanceQuoteRequest) =>
  queryOptions({
    queryKey: ['assistance', 'quotes', body],
    queryFn: ({ signal }) => quoteAssistance(body, signal),
    staleTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    retry: false,
  });

export const useAssistanceQuotes = (body: TAssistanceQuoteRequest) => useQuery(assistanceQuotesQuery(body));
