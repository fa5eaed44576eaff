import { startTransition, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';

/** The cards of a phone's first screen and a bit: they render with the page (issue 34, item 2). */
export const FIRST_SCREEN = 8;

type Props<T> = {
  items: T[];
  children: (item: T, index: number) => ReactNode;
  /** the grid's class: the list lays out its cards */
  className?: string;
  /** items that render with the page, and that each further slice adds */
  slice?: number;
};

// the next slice renders while the list's end is still a screen below the visible part
const AHEAD = '0px 0px 100% 0px';

/**
 * A long results list rendered a slice at a time: the first slice with the page, the next ones
 * as the agent nears the end of those shown (scrolling, or tabbing into the last card), so a
 * long answer never renders all its cards at once (issue 34, item 2: 16 Disney hotels were one
 * render of 1.5 s of a phone's main thread). The first render depends on `items` only: the
 * server's and the browser's are the same. Give it a `key` that changes with the sort and
 * filters, so they start again at the first slice.
 */
export function SlicedList<T>({ items, children, className, slice = FIRST_SCREEN }: Props<T>) {
  const [limit, setLimit] = useState(slice);
  const end = useRef<HTMLDivElement>(null);
  const shown = Math.min(limit, items.length);
  const more = shown < items.length;

  useEffect(() => {
    const sentinel = end.current;
    if (!more || !sentinel) return;
    // a new observer for each slice: it reports at once whether the end is still near
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting))
          startTransition(() => setLimit((n) => Math.max(n, shown + slice)));
      },
      { rootMargin: AHEAD },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [more, shown, slice]);

  // Tab into the last card shown: its followers render before the next Tab (a discrete event's
  // update commits before the next one runs), so the keyboard walks every card in order
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (more && event.currentTarget.lastElementChild?.contains(event.target))
      setLimit((n) => Math.max(n, shown + slice));
  };

  return (
    <>
      <div className={className} onFocus={onFocus}>
        {items.slice(0, shown).map((item, index) => children(item, index))}
      </div>
      {more && <div ref={end} aria-hidden="true" />}
    </>
  );
}
