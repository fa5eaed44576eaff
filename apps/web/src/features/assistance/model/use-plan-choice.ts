import { notifications } from '@mantine/notifications';
import type { TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { UI_TIMINGS } from '@portal/domain/small-rules';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useOrderDraftStore } from '@/shared/order-summary/order-draft-store';
import { paths } from '@/shared/paths';
import { useSelectQuote } from '../api/select-quote';
import { buildAssistanceDraft } from './assistance-order';
import type { TCompleteAssistanceSearch } from './search-params';

export type TRefusal = { quoteId: string; message: string };

/**
 * spec §4 Assistance: 'Elegir plan' sends the quote to the insurer; only when it is accepted
 * does the order go to form-pax?q=assistance. A refusal (expired, price changed) shows the
 * server's message and stays on the results, which can be quoted again.
 */
export function usePlanChoice(search: TCompleteAssistanceSearch, o: { onRefused?: () => void } = {}) {
  const select = useSelectQuote();
  const setDraft = useOrderDraftStore((s) => s.setDraft);
  const navigate = useNavigate();
  const [refusal, setRefusal] = useState<TRefusal | null>(null);

  const choose = (quote: TAssistanceQuote) => {
    setRefusal(null);
    select.mutate(quote, {
      onSuccess: (accepted) => {
        setDraft(buildAssistanceDraft({ search, quote, accepted }));
        navigate(paths.formPax.getHref('assistance'));
      },
      onError: (error) => {
        setRefusal({ quoteId: quote.id, message: error.message });
        o.onRefused?.();
        notifications.show({
          color: 'red',
          title: 'No se pudo elegir el plan',
          message: error.message,
          position: 'top-right',
          autoClose: UI_TIMINGS.notificationMs,
        });
      },
    });
  };

  return {
    choose,
    /** the quote waiting for the insurer's answer */
    pendingId: select.isPending ? (select.variables?.id ?? null) : null,
    refusal,
    clearRefusal: () => setRefusal(null),
  };
}
