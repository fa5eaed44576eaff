import {
  ZSelectedQuoteResponse,
  type TAssistanceQuote,
  type TSelectedQuoteResponse,
} from '@portal/domain/assistance/quote-assistance';
import { MESSAGES } from '@portal/domain/messages';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/shared/api-client';

// spec §4, §7 POST cotizador/cotizacion-seleccionada/{quoteId}: the plan chosen goes to the
// insurer, which accepts it at its price or refuses it (400 expired or unknown, 409 price
// changed) with a Spanish message. A supplier failure (502) keeps the server's text; a bare
// server fault reads as 'Ocurrió un error al confirmar el plan elegido'.
const selectQuote = async (quoteId: string): Promise<TSelectedQuoteResponse> => {
  try {
    return await apiRequest(
      'assistance',
      `/cotizador/cotizacion-seleccionada/${encodeURIComponent(quoteId)}`,
      {
        method: 'POST',
        body: {},
        schema: ZSelectedQuoteResponse,
      },
    );
  } catch (error) {
    if (!(error instanceof ApiError) || error.status < 500) throw error;
    const own = error.status === 502 && error.message !== MESSAGES.serverError;
    throw new ApiError(error.status, own ? error.message : MESSAGES.assistanceSelectError, {
      requestId: error.requestId,
    });
  }
};

/** The quote sent is the mutation's variable, so the page knows which card is waiting. */
export const useSelectQuote = () =>
  useMutation({ mutationFn: (quote: TAssistanceQuote) => selectQuote(quote.id) });
