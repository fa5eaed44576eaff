import { Badge, Group, Stack, Title } from '@mantine/core';
import type { THotel, THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { ShowMoreList } from '@/shared/results/show-more-list';
import { HotelCard, type SearchedRoom } from './hotel-card';
import classes from '@/shared/hotels/hotels.module.css';

type ProviderResultsProps = {
  provider: string;
  hotels: THotel[];
  searched: SearchedRoom[];
  roomState: (room: THotelRoom) => { disabled: boolean; reason?: string };
  onAdd: (hotel: THotel, room: THotelRoom) => void;
  onPolicies: (hotel: THotel, room: THotelRoom) => void;
  /** cards per page of the list ('Ver más' adds as many) */
  pageSize: number;
};

/** spec §4: results are listed per provider, each with its heading. */
export function ProviderResults({
  provider,
  hotels,
  searched,
  roomState,
  onAdd,
  onPolicies,
  pageSize,
}: ProviderResultsProps) {
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
      <ShowMoreList items={hotels} className={classes.grid} noun="hoteles" pageSize={pageSize}>
        {(hotel) => (
          <HotelCard
            key={String(hotel.hotelID)}
            hotel={hotel}
            searched={searched}
            roomState={roomState}
            onAdd={(room) => onAdd(hotel, room)}
            onPolicies={(room) => onPolicies(hotel, room)}
          />
        )}
      </ShowMoreList>
    </Stack>
  );
}
