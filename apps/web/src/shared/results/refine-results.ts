import { containsWords } from '@/shared/text-fold';

// Sort and filter of a results list (issue 29, item 18: Orlando answered 79 hotel cards with no
// way to order or narrow them). Pure: a feature says what each result is (its facts), the rules
// here say which results stay, in which order, and which of their rates.

/** A rate of a result: its sale price in cents, its board (régimen), whether it can be refunded. */
type RateFacts = { price?: number; board?: string; refundable: boolean };
/** What the toolbar can sort and filter a result by. */
export type ResultFacts = { name: string; stars?: number; supplier?: string; rates: RateFacts[] };

export type ResultSort = 'recomendados' | 'precio-asc' | 'precio-desc' | 'estrellas-desc' | 'estrellas-asc';

export type ResultCriteria = {
  sort: ResultSort;
  /** words of the name, in any order, accents aside */
  name: string;
  /** none chosen: every supplier */
  suppliers: string[];
  board: string | null;
  refundableOnly: boolean;
};

export const NO_CRITERIA: ResultCriteria = {
  sort: 'recomendados',
  name: '',
  suppliers: [],
  board: null,
  refundableOnly: false,
};

/** Whether the criteria leave any result out (the sort alone leaves them all). */
export const isFiltering = (c: ResultCriteria): boolean =>
  c.name.trim() !== '' || c.suppliers.length > 0 || c.board !== null || c.refundableOnly;

/** A result that stays: `rates` are the indexes of its rates that match, `price` their cheapest. */
export type RefinedResult<T> = { item: T; rates: number[]; price?: number };

type Sortable = { price?: number; stars?: number; order: number };
type Kept<T> = RefinedResult<T> & Sortable;
type Compare = (a: Sortable, b: Sortable) => number;

const rateMatches = (r: RateFacts, c: ResultCriteria) =>
  (c.board === null || r.board === c.board) && (!c.refundableOnly || r.refundable);

const cheapest = (prices: (number | undefined)[]): number | undefined => {
  const known = prices.filter((p): p is number => p !== undefined);
  return known.length ? Math.min(...known) : undefined;
};

/** Unknown values (no price, 'Categoría no especificada') go last whichever the direction. */
const byValue =
  (valueOf: (s: Sortable) => number | undefined, direction: 1 | -1): Compare =>
  (a, b) => {
    const va = valueOf(a);
    const vb = valueOf(b);
    if (va === undefined || vb === undefined) return (va === undefined ? 1 : 0) - (vb === undefined ? 1 : 0);
    return (va - vb) * direction;
  };

const byPrice = (direction: 1 | -1) => byValue((s) => s.price, direction);
const byStars = (direction: 1 | -1) => byValue((s) => (s.stars ? s.stars : undefined), direction);

// Ties keep the supplier's order; among hotels of one category the cheaper comes first.
const COMPARATORS: Record<ResultSort, Compare> = {
  recomendados: () => 0,
  'precio-asc': byPrice(1),
  'precio-desc': byPrice(-1),
  'estrellas-desc': (a, b) => byStars(-1)(a, b) || byPrice(1)(a, b),
  'estrellas-asc': (a, b) => byStars(1)(a, b) || byPrice(1)(a, b),
};

/** The results that meet the criteria, in the criteria's order, each with its matching rates. */
export function refineResults<T>(
  items: readonly T[],
  factsOf: (item: T) => ResultFacts,
  criteria: ResultCriteria,
): RefinedResult<T>[] {
  const narrowsRates = criteria.board !== null || criteria.refundableOnly;
  const kept = items.flatMap((item, order): Kept<T>[] => {
    const f = factsOf(item);
    if (criteria.suppliers.length > 0 && !criteria.suppliers.includes(f.supplier ?? '')) return [];
    if (!containsWords(f.name, criteria.name)) return [];
    const rates = f.rates.flatMap((r, i) => (rateMatches(r, criteria) ? [i] : []));
    if (narrowsRates && rates.length === 0) return [];
    return [{ item, rates, price: cheapest(rates.map((i) => f.rates[i]?.price)), stars: f.stars, order }];
  });
  const compare = COMPARATORS[criteria.sort];
  return kept
    .sort((a, b) => compare(a, b) || a.order - b.order)
    .map(({ item, rates, price }) => ({ item, rates, price }));
}

/** A board's short name: the plan's name without its description ('Disney Dining Plan (DDP)'). */
export const boardLabel = (board: string): string => board.split(':')[0]!.trim();

export type RefineOptions = {
  suppliers: string[];
  boards: { value: string; label: string }[];
  /** some result has a star category: the star sorts make sense */
  hasStars: boolean;
  /** some rate cannot be refunded: 'Solo reembolsables' narrows something */
  hasNonRefundable: boolean;
};

/** What the toolbar offers for these results: only choices that can change something. */
export const refineOptions = (facts: readonly ResultFacts[]): RefineOptions => {
  const suppliers = [...new Set(facts.flatMap((f) => (f.supplier ? [f.supplier] : [])))];
  const rates = facts.flatMap((f) => f.rates);
  const boards = [...new Set(rates.flatMap((r) => (r.board ? [r.board] : [])))]
    .map((value) => ({ value, label: boardLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  return {
    suppliers,
    boards,
    hasStars: facts.some((f) => (f.stars ?? 0) > 0),
    hasNonRefundable: rates.some((r) => !r.refundable),
  };
};
