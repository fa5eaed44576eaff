import { Card, Skeleton, Stack, type SkeletonProps } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import classes from './results.module.css';

type GridProps = {
  /** the narrowest a card gets before the row drops one: each product's cards read best at their own */
  min: 300 | 320 | 340;
  /** 'stretch': the cards of a row take the tallest one's height */
  align?: 'start' | 'stretch';
  children: ReactNode;
};

/** The grid of a results page's cards (spec §9). */
export function CardGrid({ min, align = 'start', children }: GridProps) {
  const style = { '--cards-min': `${min}px`, '--cards-align': align } as CSSProperties;
  return (
    <div className={classes.grid} style={style}>
      {children}
    </div>
  );
}

type CardProps = {
  children: ReactNode;
  /** an article: the list of results reads card by card to a screen reader */
  article?: boolean;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'data-testid'?: string;
  /** the card's last block sits at its foot (give it the `foot` class of results.module.css) */
  footed?: boolean;
  className?: string;
};

/** One result: a bordered card at most 400px wide (spec §9). */
export function ResultCard({ children, article, footed, className, ...labels }: CardProps) {
  const names = [classes.card, footed && classes.footed, className].filter(Boolean).join(' ');
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component={article ? 'article' : 'div'}
      className={names}
      {...labels}
    >
      {children}
    </Card>
  );
}

type SkeletonGridProps = Pick<GridProps, 'min' | 'align'> & {
  /** what is loading, for a screen reader ('Buscando autos disponibles') */
  label: string;
  /** the blocks over the cards (title, banner), and the lines of each card */
  head: SkeletonProps[];
  card: SkeletonProps[];
};

/** The page while its results load: its head and three cards, in the grid they will take. */
export function CardsSkeleton({ label, head, card, min, align }: SkeletonGridProps) {
  return (
    <Stack gap="md" role="status" aria-label={label}>
      {head.map((props, i) => (
        <Skeleton key={i} radius="md" {...props} />
      ))}
      <CardGrid min={min} align={align}>
        {[0, 1, 2].map((key) => (
          <Stack key={key} gap="xs" className={classes.card}>
            {card.map((props, i) => (
              <Skeleton key={i} {...props} />
            ))}
          </Stack>
        ))}
      </CardGrid>
    </Stack>
  );
}
