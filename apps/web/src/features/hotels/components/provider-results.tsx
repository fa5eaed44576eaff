import { Badge, Group, Stack, Title } from '@mantine/core';
import type { THotel } from '@portal/domain/hotels/hotel-avail';
import type { ReactNode } from 'react';
import classes from '@/shared/hotels/hotels.module.css';
import { ShowMoreList } from '@/shared/results/show-more-list';

type ProviderResultsProps = {
  provider: string;
  hotels: THotel[];
  /** cards per page of the list ('Ver más' adds as many) */
  pageSize: number;
  /** cards that render with the page (its share of the first screen) */
  firstPaint: number;
  /** a hotel's card */
  children: (hotel: THotel) => ReactNode;
};

/** spec §4: results are listed per provider, each with its heading. */
export function ProviderResults({ provider, hotels, pageSize, firstPaint, children }: ProviderResultsProps) {
  const headingId = `proveedor-${provider.toLowerCase()}`;
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Group gap="xs">
        <Title order={2} fz="h3" id={headingId}>
          {provider}
        </Title>
        <Badge variant="light">{hotels.length}</Badge>
      </Group>
      {/* a page of cards at a time (issue 29, item 18) */}
      <ShowMoreList
        items={hotels}
        className={classes.grid}
        noun="hoteles"
        pageSize={pageSize}
        firstPaint={firstPaint}
      >
        {children}
      </ShowMoreList>
    </Stack>
  );
}
