import type { TAssistanceInclude, TAssistanceQuote } from '@portal/domain/assistance/quote-assistance';
import { money } from '@/shared/money';

// What the plan cards and dialogs say about a plan: its price and its covers (spec §3
// includes: name, nameToShow, currency, price — the cover's limit).

/** A cover's limit without cents when it has none ('US$ 30.000'); 'Incluida' when it states none. */
export const coverLimit = (c: TAssistanceInclude): string =>
  c.price > 0 ? money(c.price, c.currency).replace(/,00$/, '') : 'Incluida';

export const coverName = (c: TAssistanceInclude) => c.nameToShow || c.name;

/** The covers a card lists: the first ones the insurer gives (the medical cover leads). */
const MAIN_COVERS = 3;
export const mainCovers = (q: TAssistanceQuote) => q.includes.slice(0, MAIN_COVERS);

export type TCompareRow = { key: string; label: string; cells: (TAssistanceInclude | undefined)[] };

/** One row per cover any of the plans has, in order of appearance; a plan without it has an empty cell. */
export const compareRows = (quotes: readonly TAssistanceQuote[]): TCompareRow[] => {
  const rows = new Map<string, string>();
  for (const q of quotes) for (const c of q.includes) if (!rows.has(c.name)) rows.set(c.name, coverName(c));
  return [...rows].map(([key, label]) => ({
    key,
    label,
    cells: quotes.map((q) => q.includes.find((c) => c.name === key)),
  }));
};
