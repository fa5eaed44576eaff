import { Badge, Group, Stack, Title } from '@mantine/core';
import type { THotel, THotelRoom } from '@portal/domain/hotels/hotel-avail';
import { HotelCard, type SearchedRoom } from './hotel-card';
import classes from '../../../shared/hotels/hotels.module.css';

type ProviderResultsProps = {
  provider: string;
  hotels: THotel[];
  searched: SearchedRoom[];
  roomState: (room: THotelRoom) => { disabled: boolean; reason?: string };
  onAdd: (hotel: THotel, room: THotelRoom) => void;
  onPolicies: (hotel: THotel, room: THotelRoom) => void;
};

/** spec §4: results are listed per provider, each with its heading. */
export function ProviderResults({
  provider,
  hotels,
  searched,
  roomState,
  onAdd,
  onPolicies,
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
      <div className={classes.grid}>
        {hotels.map((hotel) => (
          <HotelCard
            key={String(hotel.hotelID)}
            hotel={hotel}
            searched={searched}
            roomState={roomState}
            onAdd={(room) => onAdd(hotel, room)}
            onPolicies={(room) => onPolicies(hotel, room)}
          />
        ))}
      </div>
    </Stack>
  );
}
