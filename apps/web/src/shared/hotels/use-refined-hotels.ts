import type { THotel } from '@portal/domain/hotels/hotel-avail';
import { useMemo, useState } from 'react';
import { hotelResultFacts, withRates } from '@/shared/hotels/hotel-result-facts';
import {
  isFiltering,
  NO_CRITERIA,
  refineOptions,
  refineResults,
  type RefineOptions,
  type ResultFacts,
} from '@/shared/results/refine-results';

/** A hotel found, with the supplier the toolbar may filter by (the multi-provider search). */
type Found = { provider?: string; hotel: THotel };

/** A hotel's facts (hotel-result-facts.ts), read once, when first asked for. */
const factsReader = <T extends Found>(isAgenteAS: boolean) => {
  const facts = new WeakMap<T, ResultFacts>();
  return (f: T): ResultFacts => {
    let known = facts.get(f);
    if (!known) facts.set(f, (known = hotelResultFacts(f.hotel, { supplier: f.provider, isAgenteAS })));
    return known;
  };
};

/** What the toolbar offers for these hotels, read once, when first asked for. */
const optionsReader = <T extends Found>(found: T[], factsOf: (f: T) => ResultFacts) => {
  let options: RefineOptions | undefined;
  return () => (options ??= refineOptions(found.map(factsOf)));
};

/**
 * The results toolbar's criteria over the hotels found (issue 29, item 18): each hotel kept with
 * the rates that meet them, in their order. `listKey` changes with the criteria, so a list
 * keyed by it starts again at its first page; `toolbar` is what the toolbar takes (its options
 * read when it needs them).
 */
export function useRefinedHotels<T extends Found>(found: T[], isAgenteAS: boolean) {
  const [criteria, setCriteria] = useState(NO_CRITERIA);
  // each hotel's facts once, when first asked for: by a criterion, or by the toolbar's options
  // when it shows its fields. Orlando's 80 hotels of many rates each were read in the render of
  // the first cards, and on a phone the toolbar is folded then (issue 34, item 2).
  const factsOf = useMemo(() => factsReader<T>(isAgenteAS), [isAgenteAS]);
  const optionsOf = useMemo(() => optionsReader(found, factsOf), [found, factsOf]);
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
    toolbar: { criteria, onChange: setCriteria, optionsOf, matching: refined.length, total: found.length },
  };
}
