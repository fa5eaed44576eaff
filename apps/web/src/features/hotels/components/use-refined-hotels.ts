import type { THotel } from '@portal/domain/hotels/hotel-avail';
import { useCallback, useMemo, useState } from 'react';
import { hotelResultFacts, withRates } from '@/shared/hotels/hotel-result-facts';
import { NO_CRITERIA, refineOptions, refineResults } from '@/shared/results/refine-results';

type Found = { provider: string; hotel: THotel };

/**
 * The toolbar's criteria over the providers' hotels (issue 29, item 18): each hotel kept with
 * the rates that meet them, in their order. `listKey` changes with the criteria, so a list
 * keyed by it starts again at its first page.
 */
export function useRefinedHotels(found: Found[], isAgenteAS: boolean) {
  const [criteria, setCriteria] = useState(NO_CRITERIA);
  const factsOf = useCallback(
    (f: Found) => hotelResultFacts(f.hotel, { supplier: f.provider, isAgenteAS }),
    [isAgenteAS],
  );
  const options = useMemo(() => refineOptions(found.map(factsOf)), [found, factsOf]);
  const refined = useMemo(
    () =>
      refineResults(found, factsOf, criteria).map((r) => ({
        provider: r.item.provider,
        hotel: withRates(r.item.hotel, r.rates),
      })),
    [found, factsOf, criteria],
  );
  return { criteria, setCriteria, options, refined, listKey: JSON.stringify(criteria) };
}
