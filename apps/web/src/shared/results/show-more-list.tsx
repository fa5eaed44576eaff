import { Button, Group, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { ProgressiveList } from '@/shared/progressive-list';
import { FIRST_SCREEN } from '@/shared/results/sliced-list';

/** Cards shown at first, and added by each 'Ver más' (issue 29, item 18). */
export const PAGE_SIZE = 12;

type Props<T> = {
  items: T[];
  children: (item: T, index: number) => ReactNode;
  /** the grid's class: the list lays out its cards, the button goes under them */
  className?: string;
  /** what the items are, for the button and the count ('hoteles') */
  noun: string;
  pageSize?: number;
  /**
   * cards that render with the page, the rest of the page right after (issue 19): a phone's
   * first screen (issue 34, item 2), shared out when a page shows several lists
   */
  firstPaint?: number;
};

/**
 * A long results list shown a page at a time: the first `pageSize` items, then 'Ver más'
 * adds the next page. Orlando answered 79 hotel cards, about 11,600 px at once (issue 29,
 * item 18). Give it a `key` that changes with the sort and filters, so they start again at
 * the first page.
 */
export function ShowMoreList<T>({
  items,
  children,
  className,
  noun,
  pageSize = PAGE_SIZE,
  firstPaint = FIRST_SCREEN,
}: Props<T>) {
  const [shown, setShown] = useState(pageSize);
  const visible = items.slice(0, shown);
  const rest = items.length - visible.length;
  return (
    <>
      <div className={className}>
        <ProgressiveList items={visible} first={firstPaint}>
          {children}
        </ProgressiveList>
      </div>
      {items.length > pageSize && (
        <Group justify="center" gap="sm">
          <Text size="sm" c="dimmed" aria-live="polite">
            Mostrando {visible.length} de {items.length} {noun}
          </Text>
          {rest > 0 && (
            <Button
              variant="default"
              leftSection={<IconChevronDown size={16} aria-hidden />}
              onClick={() => setShown((n) => n + pageSize)}
            >
              Ver más ({rest})
            </Button>
          )}
        </Group>
      )}
    </>
  );
}
