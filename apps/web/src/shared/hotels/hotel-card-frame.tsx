import { Card, Group, Image, Stack, Text } from '@mantine/core';
import { hotelNameOf, type THotel } from '@portal/domain/hotels/hotel-avail';
import { MESSAGES } from '@portal/domain/messages';
import { formatMoney, type Cents } from '@portal/domain/money';
import { IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { mediaUrl } from '@/shared/media-url';
import { HotelStars } from '@/shared/hotels/hotel-stars';
import classes from '@/shared/hotels/hotels.module.css';
import { RoomsCollapse } from '@/shared/hotels/rooms-collapse';

/**
 * spec §2 hotel card of the providers' hotel shape (spec §3 Hotel): image, name, star award,
 * address, 'Desde' and its rooms on demand (`children`, laid out by the feature). 'Desde' is
 * the feature's figure: the cheapest rate the agent can book, priced as its rooms show it
 * (issue 29, item 14; domain pricing/card-price.ts).
 */
export function HotelCardFrame({
  hotel,
  children,
  from,
  roomsGap,
  eager = false,
}: {
  hotel: THotel;
  children: ReactNode;
  /** 'Desde', in cents (undefined: no rate the agent can book has a price) */
  from: Cents | undefined;
  roomsGap?: 'sm' | 'md';
  /** the first card's image is above the fold (a phone's largest paint): not lazy-loaded */
  eager?: boolean;
}) {
  const name = hotelNameOf(hotel);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article" aria-label={name}>
      {hotel.imgURL && (
        <Card.Section>
          <Image src={mediaUrl(hotel.imgURL)} alt="" h={160} fit="cover" loading={eager ? 'eager' : 'lazy'} />
        </Card.Section>
      )}
      <Stack gap={4} mt="sm">
        <Text component="h3" fw={700} fz="lg" m={0} lh={1.25}>
          {name}
        </Text>
        <HotelStars award={hotel.award} />
        {hotel.direccion && (
          <Text size="sm" c="dimmed">
            <IconMapPin size={14} aria-hidden style={{ verticalAlign: -2 }} /> {hotel.direccion}
          </Text>
        )}
      </Stack>
      <Group justify="space-between" align="flex-end" mt="sm">
        <div>
          <Text size="xs" c="dimmed">
            Desde
          </Text>
          <Text fw={800} fz="xl" lh={1.1}>
            {from === undefined ? MESSAGES.missingValue : formatMoney(from, 'USD')}
          </Text>
          <Text size="xs" c="dimmed">
            {MESSAGES.stayPriceNote}
          </Text>
        </div>
        <Text size="xs" c="dimmed">
          {hotel.habitaciones.length} tarifas
        </Text>
      </Group>
      <RoomsCollapse gap={roomsGap}>{children}</RoomsCollapse>
    </Card>
  );
}
