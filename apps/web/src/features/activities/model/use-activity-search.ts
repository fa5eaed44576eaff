import type { TActivityProduct } from '@portal/domain/activities/static-data';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/paths';
import { activityAvailabilityQuery } from '../api/search-activity-availability';
import { availabilityRequestOf, useActivityDraftStore, type TStoredActivity } from './activity-draft-store';
import type { TActivityChoice } from './activity-form';
import { availabilityOutcome } from './availability-outcome';
import { paxCount, toRooming } from './party';
import type { TActivitySearch } from './search-params';

/** The draft of spec §3 for a product, a date and a party (one day: fromDate = toDate). */
const storedActivityOf = (
  product: TActivityProduct,
  stay: TActivitySearch,
  choice: TActivityChoice,
): TStoredActivity => ({
  draft: {
    productCode: product.productCode,
    productName: product.productName,
    paxQuantity: paxCount(choice.party),
    fromDate: choice.fecha,
    toDate: choice.fecha,
    rooming: toRooming(choice.party),
  },
  product,
  stay,
});

/**
 * spec §4 Activity card 'Buscar' (and the detail's '¿Otra fecha?'): ask the availability; with
 * an option, store the draft and go to /dataDisponible; otherwise say why, on the form.
 */
export function useActivitySearch(product: TActivityProduct, stay: TActivitySearch, onDetail = false) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const store = useActivityDraftStore((s) => s.store);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string>();

  const search = async (choice: TActivityChoice) => {
    const stored = storedActivityOf(product, stay, choice);
    setPending(true);
    setMessage(undefined);
    try {
      const answer = await client.fetchQuery(activityAvailabilityQuery(availabilityRequestOf(stored)));
      const outcome = availabilityOutcome(answer);
      if (outcome.message) {
        setMessage(outcome.message);
        return;
      }
      store(stored);
      // the detail's own '¿Otra fecha?' replaces the page it is on
      navigate(paths.activityDetail.getHref(), { replace: onDetail });
    } catch (error) {
      setMessage((error as Error).message);
    } finally {
      setPending(false);
    }
  };

  return { search, pending, message };
}
