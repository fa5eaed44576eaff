import type { THotel } from '@portal/domain/hotels/hotel-avail';
import { useCallback, useMemo, useState } from 'react';
import { hotelResultFacts, withRates } from '@/shared/hotels/hotel-result-facts';
import { isFiltering, NO_CRITERIA, refineOptions, refineResults } from '@/shared/results/refine-results';

/** A hotel found, with the supplier the toolbar may filter by (the multi-provider search). */
type Found = { provider?: string; hotel: THotel };

/**
 * The results toolbar's criteria over the hotels found (issue 29, item 18): each hotel kept with
 * the rates that meet them, in their order. `listKey` changes with the criteria, so a list
 * keyed by it starts again at its first page; `toolbar` is what the toolbar takes.
 */
export function useRefinedHotels<T extends Found>(found: T[], isAgenteAS: boolean) {
  const [criteria, setCriteria] = useState(NO_CRITERIA);
  // each hotel's facts once for the options and the criteria (Orlando: 80 hotels of many rates
  // each, in the render that shows the first cards; issue 34, item 2)
  const facts = useMemo(
    () => new Map(found.map((f) => [f, hotelResultFacts(f.hotel, { supplier: f.provider, isAgenteAS })])),
    [found, isAgenteAS],
  );
  const factsOf = useCallback(
    (f: T) => facts.get(f) ?? hotelResultFacts(f.hotel, { supplier: f.provider, isAgenteAS }),
    [facts, isAgenteAS],
  );
  const options = useMemo(() => refineOptions([...facts.values()]), [facts]);
  // no criteria: the hotels as found, each with all its rates (nothing to price or fold)
  const refined = useMemo(
    () =>
      !isFiltering(criteria) && criteria.sort === NO_CRITERIA.sort
        ? found
        : refineResults(found, factsOf, criteria).map((r) => ({
            ...r.item,
            hotel: withRates(r.item.hotel, r.rates),
          })),
    [found, factsOf, criteria],
  );
  return {
    refined,
    listKey: JSON.stringify(criteria),
    clearCriteria: () => setCriteria(NO_CRITERIA),
    toolbar: { criteria, onChange: setCriteria, options, matching: refined.length, total: found.length },
  };
}
