import { useDeferredValue, type ReactNode } from 'react';

type Props<T> = { items: T[]; first: number; children: (item: T, index: number) => ReactNode };

/**
 * Renders the first `first` items with the page and the rest in a deferred update, which React
 * splits into short tasks: a results page that rendered all its cards at once blocked a phone's
 * main thread for a third of a second (issue 19). Mount it with the data, so the first render
 * already shows the first cards.
 */
export function ProgressiveList<T>({ items, first, children }: Props<T>) {
  const count = useDeferredValue(items.length, Math.min(items.length, first));
  return <>{items.slice(0, count).map((item, index) => children(item, index))}</>;
}
